import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { isDatabaseUnavailable } from '../db/is-database-unavailable.ts';
import type { Logger } from '../logger.ts';
import { AppError, errorBody } from './app-error.ts';

// Never leaks a stack trace: expected errors answer with their own status and message, a
// database that dropped away answers 503, anything else is logged and answered with a generic 500.
export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context) => {
    const appError = toAppError(error);
    if (appError) {
      for (const [name, value] of Object.entries(appError.headers)) c.header(name, value);
      return c.json(errorBody(appError), appError.status);
    }
    if (isDatabaseUnavailable(error)) {
      // Only the driver's words: the wrapped error also carries the query's parameters (tokens).
      logger.warn(
        { reason: rootMessage(error), method: c.req.method, path: c.req.path },
        'database unavailable',
      );
      const unavailable = AppError.serviceUnavailable(error);
      for (const [name, value] of Object.entries(unavailable.headers)) c.header(name, value);
      return c.json(errorBody(unavailable), unavailable.status);
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ error: MESSAGES.SERVER_ERROR, code: 'SERVER_ERROR' }, 500);
  };
}

function rootMessage(error: Error) {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

function toAppError(error: Error): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException && error.status < 500) {
    // hono's own 4xx (e.g. malformed JSON in a validator) become "invalid request".
    const status = error.status;
    const code = status === 413 ? 'BODY_TOO_LARGE' : 'INVALID_REQUEST';
    const message = status === 413 ? MESSAGES.BODY_TOO_LARGE : MESSAGES.INVALID_REQUEST;
    return new AppError({ code, status, message, cause: error });
  }
  return null;
}

export function apiNotFound(c: Context) {
  return c.json(errorBody(AppError.notFound()), 404);
}
