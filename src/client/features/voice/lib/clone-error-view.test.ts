import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { cloneErrorView, cloneFailureView } from './clone-error-view.ts';

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

describe('cloneFailureView', () => {
  it("uses the server's message when it gave one", () => {
    const error = new ApiError(`${MESSAGES.CLONE_FAILED_PREFIX}${MESSAGES.VOICE_SUBSCRIPTION}`, 403);
    expect(cloneFailureView(error)).toEqual({
      message: MESSAGES.VOICE_SUBSCRIPTION,
      offersDefaultVoices: true,
    });
    expect(cloneFailureView(new ApiError(MESSAGES.NEED_TWO_GOOD_RECORDINGS, 400)).message).toBe(
      MESSAGES.NEED_TWO_GOOD_RECORDINGS,
    );
  });

  it("says 'Failed to create voice profile' when there was nothing specific to say", () => {
    expect(cloneFailureView(new ApiError(MESSAGES.SERVER_ERROR, 500)).message).toBe(
      MESSAGES.VOICE_PROFILE_CREATE_FAILED,
    );
    expect(cloneFailureView(new ApiError(MESSAGES.SERVER_ERROR, 0)).message).toBe(
      MESSAGES.VOICE_PROFILE_CREATE_FAILED,
    );
    expect(cloneFailureView(new TypeError('x')).message).toBe(MESSAGES.VOICE_PROFILE_CREATE_FAILED);
  });
});
