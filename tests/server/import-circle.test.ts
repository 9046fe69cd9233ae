import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 24: Level lived in schemas.ts, which imports the word lists, which import the rules, which
// imported Level: an 11-file type circle. The rules' types must not lead back to schemas.ts.
const CORE = resolve(import.meta.dirname, '../../src/core');
const IMPORT = /^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms;

function importsReachableFrom(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT))
    importsReachableFrom(resolve(dirname(file), specifier!), seen);
  return seen;
}

describe('the rules’ types', () => {
  it.each(['analysis/rule-types.ts', 'level.ts'])('%s never leads back to schemas.ts', (start) => {
    const reached = importsReachableFrom(resolve(CORE, start));
    expect(reached.has(resolve(CORE, 'schemas.ts'))).toBe(false);
  });
});
