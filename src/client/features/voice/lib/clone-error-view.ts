import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { ApiError } from '../../../lib/api-client.ts';

export type CloneErrorView = { message: string; offersDefaultVoices: boolean };

// spec §8 Voice cloning, in the screens: a message about the subscription shows the subscription text
// with a Continue with Default Voices button; one about the API key shows the invalid-key text;
// anything else shows the message itself, or 'Failed to create voice profile'.
export function cloneErrorView(message: string | null | undefined): CloneErrorView {
  const text = message?.trim() ?? '';
  if (/subscription/i.test(text)) return { message: MESSAGES.VOICE_SUBSCRIPTION, offersDefaultVoices: true };
  if (text.includes('API key')) return { message: MESSAGES.VOICE_INVALID_KEY, offersDefaultVoices: false };
  return { message: text || MESSAGES.VOICE_PROFILE_CREATE_FAILED, offersDefaultVoices: false };
}

// A failed clone call: the server's own words, unless it had none to give (its generic 500 text, a
// network failure), which reads as the spec's 'Failed to create voice profile'.
export function cloneFailureView(error: unknown): CloneErrorView {
  const isSpecific =
    error instanceof ApiError && error.status !== 0 && error.message !== MESSAGES.SERVER_ERROR;
  return cloneErrorView(isSpecific ? error.message : null);
}
