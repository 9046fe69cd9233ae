import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MESSAGES } from '../../core/catalog/messages.ts';

// One error type for every expected failure (documenso habit): a stable code for programs,
// an HTTP status, and a message from the catalogue that is safe to show a person.
export class AppError extends Error {
  readonly code: string;
  readonly status: ContentfulStatusCode;
  readonly headers: Record<string, string>;

  constructor(options: {
    code: string;
    status: ContentfulStatusCode;
    message: string;
    headers?: Record<string, string>;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.name = 'AppError';
    this.code = options.code;
    this.status = options.status;
    this.headers = options.headers ?? {};
  }

  static unauthenticated() {
    return new AppError({ code: 'UNAUTHENTICATED', status: 401, message: MESSAGES.USER_NOT_AUTHENTICATED });
  }

  static notFound() {
    return new AppError({ code: 'NOT_FOUND', status: 404, message: MESSAGES.NOT_FOUND });
  }

  static invalidRequest(message: string = MESSAGES.INVALID_REQUEST) {
    return new AppError({ code: 'INVALID_REQUEST', status: 400, message });
  }

  // A dependency (the database, the rate-limit store) dropped away: this request fails, the next
  // one may well succeed.
  static serviceUnavailable(cause?: unknown) {
    return new AppError({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      message: MESSAGES.SERVICE_UNAVAILABLE,
      headers: { 'Retry-After': '1' },
      cause,
    });
  }

  // The server's own capacity is used up (the rewrite pool's queue is full): the request was
  // never started, and one made after Retry-After should find a place.
  static busy(retryAfterS: number) {
    return new AppError({
      code: 'SERVICE_BUSY',
      status: 503,
      message: MESSAGES.SERVICE_UNAVAILABLE,
      headers: retryAfter(retryAfterS),
    });
  }

  static tooManyRequests(retryAfterS: number) {
    return new AppError({
      code: 'TOO_MANY_REQUESTS',
      status: 429,
      message: MESSAGES.TOO_MANY_REQUESTS,
      headers: retryAfter(retryAfterS),
    });
  }
}

// Retry-After in whole seconds, never 0: a client told "0" may retry at once.
function retryAfter(seconds: number) {
  return { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) };
}

// The one JSON shape of every API error: `{ error, code }`.
export type ErrorBody = { error: string; code: string };

export function errorBody(error: AppError): ErrorBody {
  return { error: error.message, code: error.code };
}
