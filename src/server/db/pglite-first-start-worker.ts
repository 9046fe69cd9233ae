import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

// Run as its own process (pglite-first-start.ts): creates and migrates a brand-new PGlite
// database, then exits. initdb and the first migrations take ~0.8 GB at their peak, which the
// server's own process would keep (V8 and malloc rarely hand it back) for as long as it runs.
const [dataDir, migrationsFolder] = process.argv.slice(2);
if (!dataDir || !migrationsFolder) throw new Error('usage: pglite-first-start-worker <dataDir> <migrations>');
const client = await PGlite.create({ dataDir });
try {
  await migrate(drizzle({ client }), { migrationsFolder });
} finally {
  await client.close();
}
