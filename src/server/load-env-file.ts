import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

// `.env` in the working directory, when there is one (README "Configuration", .env.example), read
// at start-up by the server and the CLI with Node's own process.loadEnvFile. A variable already set
// in the environment wins over the file. Returns the file read, or null when there is none.
export function loadEnvFile(cwd: string = process.cwd()): string | null {
  const path = resolve(cwd, '.env');
  if (!existsSync(path)) return null;
  process.loadEnvFile(path);
  return path;
}
