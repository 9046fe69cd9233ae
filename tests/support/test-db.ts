import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll } from 'vitest';
import type { Database, DatabaseHandle } from '../../src/server/db/database.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import * as schema from '../../src/server/db/schema.ts';
import { ensurePgliteTemplate } from './pglite-template.ts';

// One database per test process, shared by every test in it (tests use unique e-mails, so they
// never collide). Creating a PGlite database costs 3–4 s and ~0.8 GB (DESIGN §1), so it is
// done once per migration set: the migrated database is dumped to a template file in the OS
// temp dir, and each process loads that dump into memory (~0.5 s).
// With TEST_DATABASE_URL, each process gets its own freshly migrated PostgreSQL database
// instead, so parallel test files never see each other's rows; it is dropped afterwards.

export type TestDatabase = DatabaseHandle & { url?: string };

let shared: Promise<TestDatabase> | undefined;

export function getTestDatabase(): Promise<TestDatabase> {
  shared ??= process.env.TEST_DATABASE_URL
    ? createPostgresDatabase(process.env.TEST_DATABASE_URL)
    : openPgliteCopy();
  return shared;
}

export async function getTestDb(): Promise<Database> {
  return (await getTestDatabase()).db;
}

export const isPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

afterAll(async () => {
  if (!shared) return;
  const database = await shared;
  shared = undefined;
  await database.close();
});

async function openPgliteCopy(): Promise<TestDatabase> {
  const dump = readFileSync((await ensurePgliteTemplate()).dumpPath);
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return {
    db: drizzlePglite({ client, schema }) as unknown as Database,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function createPostgresDatabase(adminUrl: string, migrate = true): Promise<TestDatabase> {
  const name = `calmly_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = withDatabase(adminUrl, name);
  // Enough connections for the 50-way activation race.
  const handle = await openDatabase({
    databaseUrl: url,
    dataDir: tmpdir(),
    poolMax: 60,
    migrate,
    // The drop below ends this database's connections on purpose.
    onConnectionError: () => {},
  });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      // pool.end() resolves before the server has seen every goodbye; dropping with force then
      // would kill a connection that is still closing, so wait for them to go first.
      await waitForNoConnections(adminUrl, name);
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

// An empty database (no migrations yet) for a test that starts its own servers, e.g. the
// scale-out test. Close it to drop it.
export async function createScratchPostgresDatabase(adminUrl: string) {
  return createPostgresDatabase(adminUrl, false);
}

async function adminQuery(adminUrl: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

async function waitForNoConnections(adminUrl: string, name: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const result = await adminQuery(
      adminUrl,
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if ((result.rows[0] as { n: number }).n === 0) return;
    await new Promise((done) => setTimeout(done, 100));
  }
}

function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
