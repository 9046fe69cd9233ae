import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFile } from './load-env-file.ts';

const FROM_FILE = 'CALMLY_TEST_FROM_DOT_ENV';
const ALREADY_SET = 'CALMLY_TEST_ALREADY_SET';
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'calmly-env-'));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  delete process.env[FROM_FILE];
  delete process.env[ALREADY_SET];
});

describe('loadEnvFile', () => {
  it('reads .env from the working directory, and the environment wins over the file', () => {
    const dir = tempDir();
    writeFileSync(join(dir, '.env'), `# a comment\n${FROM_FILE}=from-file\n${ALREADY_SET}=from-file\n`);
    process.env[ALREADY_SET] = 'from-environment';
    expect(loadEnvFile(dir)).toBe(join(dir, '.env'));
    expect(process.env[FROM_FILE]).toBe('from-file');
    expect(process.env[ALREADY_SET]).toBe('from-environment');
  });

  it('does nothing when there is no .env', () => {
    expect(loadEnvFile(tempDir())).toBeNull();
    expect(process.env[FROM_FILE]).toBeUndefined();
  });
});
