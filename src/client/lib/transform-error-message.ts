import { MESSAGES } from '../../core/catalog/messages.ts';
import { ApiError } from './api-client.ts';

// What a failed rewrite says on screen: the server's own words for bad input (400) and rate limits
// (429, else the spec's rate-limit text), and the spec's generation failure for anything else (spec §8).
export function transformErrorMessage(error: unknown) {
  if (error instanceof ApiError) {
    if (error.status === 400 || error.status === 413 || error.status === 429) return error.message;
  }
  return MESSAGES.GENERATION_FAILED;
}
