import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Env } from '../env.ts';

// Production must set AUTH_SECRET (env.ts refuses to start otherwise). A development machine
// gets a random secret kept under DATA_DIR, so sessions survive a restart.
export function resolveAuthSecret(env: Pick<Env, 'AUTH_SECRET' | 'DATA_DIR'>) {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const path = resolve(env.DATA_DIR, 'auth-secret');
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(path, secret, { mode: 0o600 });
    return secret;
  }
}
