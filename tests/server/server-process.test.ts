import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OutboxEntry } from '../../src/server/mail/outbox-mailer.ts';
import { type StartedServer, startServer } from '../support/start-server.ts';
import { cookieHeader, uniqueEmail } from '../support/test-app.ts';

// The real server process, as people and the browser tests run it.
describe('the server process', () => {
  let server: StartedServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (path: string, json: unknown, cookie?: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(json),
    });

  test('serves the API with security headers on its own origin', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  test('signs up and in over real HTTP and keeps the session in the database', async () => {
    const email = uniqueEmail('process');
    expect(
      (await post('/api/auth/sign-up/email', { email, password: 'long password', name: 'Pat' })).status,
    ).toBe(200);
    const signIn = await post('/api/auth/sign-in/email', { email, password: 'long password' });
    expect(signIn.status).toBe(200);
    const session = await fetch(`${server.url}/api/auth/get-session`, {
      headers: { cookie: cookieHeader(signIn) },
    });
    expect(await session.json()).toMatchObject({ user: { email, name: 'Pat' } });
  });

  test('without SMTP, the reset e-mail lands in the dev outbox and its page links to APP_URL', async () => {
    const email = uniqueEmail('outbox');
    await post('/api/auth/sign-up/email', { email, password: 'long password', name: 'Pat' });
    expect((await post('/api/auth/request-password-reset', { email })).status).toBe(200);
    let mail: OutboxEntry | undefined;
    for (let attempt = 0; attempt < 50 && !mail; attempt += 1) {
      mail = (await server.readOutbox()).find((entry) => entry.to === email);
      if (!mail) await new Promise((resolveWait) => setTimeout(resolveWait, 50));
    }
    expect(mail?.text).toContain(`${server.url}/api/auth/reset-password/`);
    const page = await (await fetch(`${server.url}/dev/outbox`)).text();
    expect(page).toContain(email);
    expect(page).toMatch(new RegExp(`<a href="${server.url}/api/auth/reset-password/`));
  });

  test('SIGTERM shuts down gracefully', async () => {
    const second = await startServer();
    expect(await second.stop()).toBe(0);
  });
});

test('a bad configuration stops start-up with a readable list of every problem', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: { ...process.env, NODE_ENV: 'production', PORT: 'not-a-port', AUTH_SECRET: '', APP_URL: '' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Invalid configuration:');
  expect(result.stderr).toMatch(/- PORT: /);
  expect(result.stderr).toMatch(/- AUTH_SECRET: required in production/);
  expect(result.stderr).toMatch(/- APP_URL: required in production/);
  expect(result.stderr).toMatch(/- SMTP_URL: required in production/);
});
