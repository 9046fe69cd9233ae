import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { ApiError } from '../../../lib/api-client.ts';

// Our API answers errors as `{ error, code }`; the message is safe to show as it is.
async function errorFrom(response: Response) {
  let message: string | undefined;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
      message = body.error;
    }
  } catch {
    // Not JSON (a proxy page, an empty body): the status decides the message below.
  }
  if (response.status === 429) return new ApiError(message ?? MESSAGES.RATE_LIMITED, 429);
  return new ApiError(message ?? MESSAGES.SERVER_ERROR, response.status);
}

// Calls our own API (same origin, session cookie) and returns the parsed JSON, or throws an ApiError.
export async function requestJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(MESSAGES.SERVER_ERROR, 0);
  }
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as T;
}

export function errorMessage(error: unknown, fallback: string) {
  return error instanceof ApiError ? error.message : fallback;
}
