import { randomBytes, randomInt } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/server/app.ts';
import type { AppDeps } from '../../src/server/app-deps.ts';
import { createAuth } from '../../src/server/auth/create-auth.ts';
import { parseEnv } from '../../src/server/env.ts';
import { createLogger } from '../../src/server/logger.ts';
import type { Mailer, MailMessage } from '../../src/server/mail/mailer.ts';
import { createVoiceProfileDeletedHook } from '../../src/server/providers/voice/voice-profile-deleted-hook.ts';
import { getTestDatabase } from './test-db.ts';

export const TEST_APP_URL = 'http://localhost:3000';
export const TEST_PASSWORD = 'correct horse battery';

export type TestRequestInit = Omit<RequestInit, 'body'> & {
  // Sent as JSON with the right content type.
  json?: unknown;
  body?: BodyInit | null;
  cookie?: string;
  // The socket address the server sees (defaults to this test app's own random IP).
  ip?: string;
  // Defaults to APP_URL's origin on mutating requests, like the app's own pages; null sends none.
  origin?: string | null;
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// A real app on the shared test database, called through app.request() without a port.
export async function createTestApp(
  overrides: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {},
) {
  const database = await getTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_APP_URL,
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    DATA_DIR: join(tmpdir(), 'calmly-test-data'),
    LOG_LEVEL: 'silent',
    ...overrides.env,
  });
  const logger = createLogger(env.LOG_LEVEL);
  const sentMail: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      sentMail.push(message);
    },
  };
  const deps: AppDeps = {
    env,
    logger,
    db: database.db,
    dbKind: database.kind,
    mailer,
    auth: createAuth({ env, db: database.db, logger, mailer: overrides.deps?.mailer ?? mailer }),
    onVoiceProfileDeleted: createVoiceProfileDeletedHook({ env, logger, db: database.db }),
    ...overrides.deps,
  };
  const app = createApp(deps);
  const defaultIp = randomIp();

  const request = (path: string, init: TestRequestInit = {}) => {
    const { json, cookie, ip = defaultIp, origin, ...rest } = init;
    const headers = new Headers(rest.headers);
    const method = (rest.method ?? (json === undefined ? 'GET' : 'POST')).toUpperCase();
    if (json !== undefined) headers.set('content-type', 'application/json');
    if (cookie) headers.set('cookie', cookie);
    const sentOrigin = origin === undefined ? new URL(env.APP_URL ?? TEST_APP_URL).origin : origin;
    if (sentOrigin && method !== 'GET' && method !== 'HEAD') headers.set('origin', sentOrigin);
    const body = json === undefined ? rest.body : JSON.stringify(json);
    // The third argument plays the Node socket that getConnInfo reads the client IP from.
    return app.request(
      path,
      { ...rest, method, headers, body },
      { incoming: { socket: { remoteAddress: ip } } },
    );
  };

  const signUp = (input: { email: string; password?: string; name?: string; ip?: string }) =>
    request('/api/auth/sign-up/email', {
      json: {
        email: input.email,
        password: input.password ?? TEST_PASSWORD,
        name: input.name ?? 'Test Person',
      },
      ip: input.ip ?? randomIp(),
    });

  const signIn = (input: { email: string; password?: string; ip?: string }) =>
    request('/api/auth/sign-in/email', {
      json: { email: input.email, password: input.password ?? TEST_PASSWORD },
      ...(input.ip ? { ip: input.ip } : {}),
    });

  // Signs a brand-new user up and in, each from its own IP so helpers never eat a test's
  // rate-limit budget. Returns the cookie header for later requests.
  const signUpAndSignIn = async (
    email = uniqueEmail(),
    options: { password?: string; name?: string } = {},
  ) => {
    const password = options.password ?? TEST_PASSWORD;
    const signUpResponse = await signUp({ email, password, ...(options.name ? { name: options.name } : {}) });
    if (!signUpResponse.ok)
      throw new Error(`sign-up failed: ${signUpResponse.status} ${await signUpResponse.text()}`);
    const response = await signIn({ email, password, ip: randomIp() });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { user: { id: string } };
    return { cookie: cookieHeader(response), email, password, userId: body.user.id };
  };

  return { app, deps, env, sentMail, request, signUp, signIn, signUpAndSignIn };
}

// The Cookie header a browser would send back after this response.
export function cookieHeader(response: Response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${randomBytes(6).toString('hex')}@example.test`;
}

export function randomIp() {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}
