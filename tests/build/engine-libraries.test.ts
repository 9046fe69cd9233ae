import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import {
  cussModule,
  LEARNED_EDITS,
  learnedEditsModule,
  OBSCENITY_EXPORTS,
  OBSCENITY_FILES,
  obscenityModule,
  packedTable,
  packedWords,
  SENTIMENT_TABLES,
  sentimentTableModule,
  unpackCode,
} from '../../scripts/engine-libraries.ts';

// The engine bundles pack the lexicon libraries differently (scripts/engine-libraries.ts); each must
// still give the engine what the package gives the server.
const require = createRequire(import.meta.url);

// Runs a packed module's code: CommonJS through `module`, ESM by its one `export const`.
function runCommonJs(code: string): unknown {
  const module = { exports: {} as unknown };
  new Function('module', code)(module);
  return module.exports;
}
const runExpression = (code: string): unknown => new Function(`return ${code};`)();

describe('the engine bundles’ lexicon libraries', () => {
  test('sentiment’s AFINN and emoji tables come back whole', () => {
    for (const path of Object.values(SENTIMENT_TABLES)) {
      const shipped = JSON.parse(readFileSync(path, 'utf8')) as Record<string, number>;
      const rebuilt = runCommonJs(sentimentTableModule(path)) as Record<string, number>;
      expect(Object.keys(shipped).length).toBeGreaterThan(500);
      expect(rebuilt).toEqual(shipped);
    }
  });

  test('cuss’s ratings come back whole, in its own order', async () => {
    const { cuss } = (await import('cuss')) as { cuss: Record<string, number> };
    const code = (await cussModule()).replace(/^export const cuss = /, '').replace(/;$/, '');
    const rebuilt = runExpression(code) as Record<string, number>;
    expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(cuss));
  });

  test('obscenity’s names are the package’s own objects', () => {
    const shipped = require('obscenity') as Record<string, unknown>;
    const code = obscenityModule();
    for (const [name, file] of Object.entries(OBSCENITY_EXPORTS)) {
      const own = require(OBSCENITY_FILES[file]) as Record<string, unknown>;
      expect(own[name]).toBeDefined();
      expect({ name, same: own[name] === shipped[name] }).toEqual({ name, same: true });
      expect(code).toContain(`export const ${name} = ${file}.${name};`);
    }
  });

  test('near misses: shared beginnings, words inside words, emoji, one-word groups', () => {
    const table = { a: 1, ab: 1, abc: -2, b: 1, 'ca n’t': 0, '😀': 2, '😁': 2, naïve: 1 };
    expect(runExpression(unpackCode(table))).toEqual(table);
    expect(packedTable({ ab: 1, abc: 1 })).toEqual({ 1: 'AabCc' });
  });

  test('what it cannot pack stops the build', () => {
    expect(() => packedTable({ Fine: 1 })).toThrow(/cannot pack/);
    expect(() => packedTable({ fine: 0.5 })).toThrow(/cannot pack/);
  });
});

describe('the engine bundles’ learned edits', () => {
  test('come back whole from their packed columns', async () => {
    const shipped = JSON.parse(readFileSync(LEARNED_EDITS, 'utf8')) as { words: object };
    const code = learnedEditsModule().replace(/^export default /m, 'return ');
    const rebuilt = new Function(code)() as { words: object };
    expect(Object.keys(shipped.words).length).toBeGreaterThan(100);
    expect(rebuilt).toEqual(shipped);
    expect(JSON.stringify(rebuilt.words)).toBe(JSON.stringify(shipped.words));
  });

  test('words out of order stop the build', () => {
    expect(() => packedWords(['b', 'a'])).toThrow(/cannot pack/);
  });
});
