import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle } from './database.ts';
import { createPgliteInChildProcess } from './pglite-first-start.ts';
import * as schema from './schema.ts';

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../../drizzle');
// Any fixed number: instances starting together take turns applying migrations.
const MIGRATION_LOCK_ID = 4_211_170;

export type OpenDatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolMax?: number;
  // PGlite only: shared_buffers in MB (PostgreSQL's default is 128).
  pgliteSharedBuffersMb?: number;
  migrate?: boolean;
  // A connection the server drops (a restart, a failover, a proxy's idle timeout) must be logged,
  // never crash us, whether it was idle in the pool or checked out by a request.
  onConnectionError?: (error: Error) => void;
};

// DESIGN §1: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolMax ?? 10, options.onConnectionError)
    : await openPglite(resolve(options.dataDir, 'pglite'), options.pgliteSharedBuffersMb);
  if (options.migrate !== false) {
    try {
      await handle.migrate();
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return { db: handle.db, kind: handle.kind, close: handle.close };
}

export async function openPglite(dataDir: string, sharedBuffersMb?: number) {
  mkdirSync(dataDir, { recursive: true });
  await createPgliteInChildProcess({ dataDir, migrationsFolder: MIGRATIONS_DIR });
  const client = await PGlite.create({
    dataDir,
    // PGlite's own start parameters, plus a smaller buffer cache when asked for one.
    ...(sharedBuffersMb
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`] }
      : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite' as const,
    client,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(connectionString: string, max: number, onError?: (error: Error) => void) {
  const pool = new pg.Pool({ connectionString, max });
  // node-postgres: an "error" event without a listener is an uncaught exception. The pool listens
  // on idle clients only and removes its listener while a client is checked out, so a backend
  // terminated mid-query ("terminating connection due to administrator command") crashed the
  // process. Every client gets its own listener for its whole life; the query in flight still
  // fails with the error, and the pool discards the broken client on release.
  pool.on('error', (error) => onError?.(error));
  pool.on('connect', (client) => {
    client.on('error', (error) => onError?.(error));
  });
  const db = drizzlePg({ client: pool, schema });
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'postgres' as const,
    migrate: async () => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        lockClient.release();
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
