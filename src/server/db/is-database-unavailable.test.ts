import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { createErrorHandler } from '../http/error-handler.ts';
import { createMemoryLogger } from '../providers/chat/test-logger.ts';
import { isDatabaseUnavailable } from './is-database-unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
// Drizzle wraps the driver's error: "Failed query: …" with the original as its cause.
const wrapped = (cause: Error) => new Error('Failed query: select 1\nparams: secret-token', { cause });

describe('isDatabaseUnavailable', () => {
  test.each([
    [
      'an administrator terminated the backend',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['the server is starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['the socket was refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['node-postgres lost the connection', new Error('Connection terminated unexpectedly')],
    ['the embedded database was closed', new Error('PGlite is closed')],
  ])('%s, even wrapped by drizzle, means unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  test.each([
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['any other bug', new TypeError('Cannot read properties of undefined')],
  ])('%s is a bug, not an outage', (_name, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});

test('the error handler answers an outage with a readable 503 and logs no query parameters', async () => {
  const memory = createMemoryLogger();
  const app = new Hono().get('/boom', () => {
    throw wrapped(withCode('terminating connection due to administrator command', '57P01'));
  });
  app.onError(createErrorHandler(memory.logger));
  const response = await app.request('/boom');
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('1');
  expect(await response.json()).toEqual({ error: MESSAGES.SERVICE_UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' });
  expect(memory.text()).toContain('database unavailable');
  expect(memory.text()).not.toContain('secret-token');
});
