import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WORKER_PATH = fileURLToPath(new URL('./pglite-first-start-worker.ts', import.meta.url));

// Issue 13 item 8: on a clean clone the first start ran initdb inside the server, which then
// idled at 0.7–1.1 GB. A missing database is now created by a short-lived child process, so the
// server only ever opens an existing one (~0.3 GB).
export async function createPgliteInChildProcess(options: { dataDir: string; migrationsFolder: string }) {
  if (existsSync(join(options.dataDir, 'PG_VERSION'))) return;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', WORKER_PATH, options.dataDir, options.migrationsFolder],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the PGlite database failed (exit ${code})`)),
    );
  });
}
