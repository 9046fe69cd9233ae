import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { type StartedServer, startServer } from '../support/start-server.ts';
import { cookieHeader, uniqueEmail } from '../support/test-app.ts';
import { createScratchPostgresDatabase, type TestDatabase } from '../support/test-db.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const IN_FLIGHT = 4;
const WAIT_STEP_MS = 50;

// Issue 13 item 1: a PostgreSQL restart, a failover or a proxy's idle timeout ends the server's
// backend connections, including ones a request is using. The process must live, the request in
// flight must get a readable 503, and the next request must succeed on a fresh connection.
describe.skipIf(!adminUrl)('a dropped PostgreSQL connection (needs TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let server: StartedServer;
  let admin: pg.Client;
  let cookie: string;
  let profileId: string;

  beforeAll(async () => {
    database = await createScratchPostgresDatabase(adminUrl ?? '');
    server = await startServer({ env: { DATABASE_URL: database.url ?? '' } });
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    cookie = await signUpAndSignIn(server);
    const created = await send(server, '/api/voice-profiles', {
      voice_name: 'Mine',
      elevenlabs_voice_id: 'v1',
    });
    profileId = ((await created.json()) as { profile: { id: string } }).profile.id;
  });
  afterAll(async () => {
    await admin?.end();
    await server?.stop();
    await database?.close();
  });

  const send = (target: StartedServer, path: string, json?: unknown) =>
    fetch(`${target.url}${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', origin: target.url, ...(cookie ? { cookie } : {}) },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });

  // Holds a lock the requests queue behind, so they are certainly mid-query when their backends
  // are terminated; waits for that state in pg_stat_activity rather than for time.
  async function terminateWhileWaiting(requests: () => Promise<Response>[]) {
    await admin.query('begin');
    await admin.query('lock table voice_profiles in access exclusive mode');
    const inFlight = requests();
    await waitFor(async () => {
      const { rows } = await admin.query(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      );
      return (rows[0] as { n: number }).n >= 1;
    });
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await admin.query('rollback');
    return Promise.all(inFlight);
  }

  test('queries in flight get a clean 503; the process lives; the next request succeeds', async () => {
    const answers = await terminateWhileWaiting(() =>
      Array.from({ length: IN_FLIGHT }, () => send(server, '/api/voice-profiles')),
    );
    await expectCleanFailures(answers);
    expect(server.isRunning()).toBe(true);
    const next = await send(server, '/api/voice-profiles');
    expect(next.status).toBe(200);
    expect(server.output()).not.toMatch(/uncaught|unhandled error/i);
  });

  test('a transaction in flight (a checked-out client) gets a 503 and the process lives', async () => {
    const answers = await terminateWhileWaiting(() =>
      Array.from({ length: IN_FLIGHT }, () => send(server, `/api/voice-profiles/${profileId}/activate`, {})),
    );
    await expectCleanFailures(answers);
    expect(server.isRunning()).toBe(true);
    const next = await send(server, `/api/voice-profiles/${profileId}/activate`, {});
    expect(next.status).toBe(200);
  });

  test('idle pooled connections that were terminated are replaced', async () => {
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    // The pool notices a dead idle client either through its error event or on the next query;
    // a query that lands on one before the pool noticed gets the same clean 503.
    const first = await send(server, '/api/voice-profiles');
    expect([200, 503]).toContain(first.status);
    expect(server.isRunning()).toBe(true);
    await waitFor(async () => (await send(server, '/api/voice-profiles')).status === 200);
  });
});

async function signUpAndSignIn(server: StartedServer) {
  const email = uniqueEmail('drop');
  const password = 'long password';
  const post = (path: string, json: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(json),
    });
  await post('/api/auth/sign-up/email', { email, password, name: 'Sam' });
  return cookieHeader(await post('/api/auth/sign-in/email', { email, password }));
}

// Requests whose backend was waiting on the lock fail with the catalogue's 503; any that had not
// reached the database yet run on a fresh connection after the lock goes, and succeed.
async function expectCleanFailures(answers: Response[]) {
  const statuses = answers.map((answer) => answer.status);
  expect(statuses).toContain(503);
  for (const answer of answers) {
    expect([200, 503]).toContain(answer.status);
    if (answer.status === 503) {
      expect(await answer.json()).toEqual({
        error: MESSAGES.SERVICE_UNAVAILABLE,
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(answer.headers.get('retry-after')).toBe('1');
    }
  }
}

async function waitFor(condition: () => Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
}
