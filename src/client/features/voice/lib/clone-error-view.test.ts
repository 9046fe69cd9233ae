import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { cloneErrorView } from './clone-error-view.ts';

describe('cloneErrorView (spec §8 screens)', () => {
  it('offers the default voices when the subscription cannot clone', () => {
    expect(cloneErrorView(`${MESSAGES.CLONE_FAILED_PREFIX}${MESSAGES.VOICE_SUBSCRIPTION}`)).toEqual({
      message: MESSAGES.VOICE_SUBSCRIPTION,
      offersDefaultVoices: true,
    });
  });

  it('shows the invalid-key text for any message about the API key', () => {
    expect(cloneErrorView(`${MESSAGES.CLONE_FAILED_PREFIX}${MESSAGES.VOICE_INVALID_KEY}`)).toEqual({
      message: MESSAGES.VOICE_INVALID_KEY,
      offersDefaultVoices: false,
    });
    expect(cloneErrorView(MESSAGES.VOICE_KEY_MISSING).message).toBe(MESSAGES.VOICE_INVALID_KEY);
  });

  it('shows any other message as it is', () => {
    expect(cloneErrorView(MESSAGES.RATE_LIMITED)).toEqual({
      message: MESSAGES.RATE_LIMITED,
      offersDefaultVoices: false,
    });
  });

  it("falls back to 'Failed to create voice profile'", () => {
    expect(cloneErrorView('').message).toBe(MESSAGES.VOICE_PROFILE_CREATE_FAILED);
    expect(cloneErrorView(null).message).toBe(MESSAGES.VOICE_PROFILE_CREATE_FAILED);
    expect(cloneErrorView('   ').message).toBe(MESSAGES.VOICE_PROFILE_CREATE_FAILED);
  });
});
