import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../../src/server/db/open-database.ts';

function migrationsHash() {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_DIR)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

// The template is built once per migration set and shared by every later run: a migrated PGlite
// directory (start-server.ts copies it for a real server) and its dump (loaded here). Each is
// written under a temporary name and renamed, so a reader never sees half of one.
export async function ensurePgliteTemplate() {
  const base = join(tmpdir(), `calmly-pglite-template-${migrationsHash()}`);
  const dumpPath = `${base}.tar.gz`;
  if (existsSync(dumpPath) && existsSync(base)) return { dumpPath, dir: base };
  const partial = `${base}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  const client = await PGlite.create({ dataDir: partial });
  try {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR });
    const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    await client.close();
    placeAtomically(partial, base, () => rmSync(partial, { recursive: true, force: true }));
    writeFileSync(`${partial}.tar.gz`, dump);
    placeAtomically(`${partial}.tar.gz`, dumpPath, () => rmSync(`${partial}.tar.gz`, { force: true }));
  } finally {
    if (!client.closed) await client.close();
  }
  return { dumpPath, dir: base };
}

function placeAtomically(from: string, to: string, discard: () => void) {
  try {
    renameSync(from, to);
  } catch {
    // Another process placed it first; theirs is identical.
    discard();
  }
}
