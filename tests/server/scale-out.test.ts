import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type StartedServer, startServer } from '../support/start-server.ts';
import { cookieHeader, randomIp, uniqueEmail } from '../support/test-app.ts';
import { createScratchPostgresDatabase, type TestDatabase } from '../support/test-db.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

// DESIGN §7: stateless instances behind a load balancer, sharing one PostgreSQL.
describe.skipIf(!adminUrl)('two server instances on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let first: StartedServer;
  let second: StartedServer;

  beforeAll(async () => {
    database = await createScratchPostgresDatabase(adminUrl ?? '');
    const env = { DATABASE_URL: database.url ?? '', RATE_LIMIT_SIGN_IN_MAX: '3' };
    // Started together, so they also race to apply the migrations.
    [first, second] = await Promise.all([startServer({ env }), startServer({ env })]);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.close();
  });

  const post = (server: StartedServer, path: string, json: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(json),
    });

  test('a session made on one instance is valid on the other', async () => {
    const email = uniqueEmail('scale');
    expect(
      (await post(first, '/api/auth/sign-up/email', { email, password: 'long password', name: 'Sam' }))
        .status,
    ).toBe(200);
    const signIn = await post(first, '/api/auth/sign-in/email', { email, password: 'long password' });
    expect(signIn.status).toBe(200);
    const cookie = cookieHeader(signIn);
    const onSecond = await fetch(`${second.url}/api/voice-profiles`, { headers: { cookie } });
    expect(onSecond.status).toBe(200);
    const session = await fetch(`${second.url}/api/auth/get-session`, { headers: { cookie } });
    expect(await session.json()).toMatchObject({ user: { email } });
  });

  test('rate-limit counts are shared: failures on one instance count on the other', async () => {
    const email = uniqueEmail('shared-limit');
    const wrong = { email, password: 'wrong password!' };
    // Both instances see the connection from 127.0.0.1; X-Forwarded-For is ignored either way.
    const spoof = { 'x-forwarded-for': randomIp() };
    expect((await post(first, '/api/auth/sign-in/email', wrong)).status).toBe(401);
    expect((await post(second, '/api/auth/sign-in/email', wrong)).status).toBe(401);
    expect((await post(first, '/api/auth/sign-in/email', wrong)).status).toBe(401);
    const fourth = await fetch(`${second.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: second.url, ...spoof },
      body: JSON.stringify(wrong),
    });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

// docs/decisions/013-issue-13-rate-limit-stores.md: with REDIS_URL, instances share API limits
// that would otherwise be counted per instance in memory.
describe.skipIf(!redisUrl)('two server instances sharing Redis (needs TEST_REDIS_URL)', () => {
  let first: StartedServer;
  let second: StartedServer;
  const env = {
    REDIS_URL: redisUrl ?? '',
    REDIS_KEY_PREFIX: `calmly-test-${randomIp()}:`,
    RATE_LIMIT_API_MAX: '3',
  };

  beforeAll(async () => {
    [first, second] = await Promise.all([startServer({ env }), startServer({ env })]);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
  });

  const analyze = (server: StartedServer) =>
    fetch(`${server.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ text: 'Send it now' }),
    });

  test('the per-IP API limit counts requests on both instances together', async () => {
    expect((await analyze(first)).status).toBe(200);
    expect((await analyze(second)).status).toBe(200);
    expect((await analyze(first)).status).toBe(200);
    const fourth = await analyze(second);
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
