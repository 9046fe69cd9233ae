import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import {
  CONFUSABLES,
  confusablesModule,
  cussModule,
  LEARNED_EDITS,
  learnedEditsModule,
  OBSCENITY_EXPORTS,
  OBSCENITY_FILES,
  obscenityModule,
  packedCharacters,
  packedTable,
  packedWords,
  SENTIMENT_TABLES,
  sentimentTableModule,
  unpackCharactersCode,
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
    const { words, after, phrases } = JSON.parse(readFileSync(LEARNED_EDITS, 'utf8')) as {
      words: object;
      after: object;
      phrases: object;
    };
    // What learned-lexicon.ts reads; the file's own notes (how it was made) stay out.
    const shipped = { words, after, phrases };
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

describe('the engine bundles’ emoji scores', () => {
  test('single characters pack as code point steps and come back whole', () => {
    const table = { '😀': 2, '😁': 2, '☹': -2, '👍': 2 };
    expect(runExpression(unpackCharactersCode(table))).toEqual(table);
    expect(() => packedCharacters({ ab: 1 })).toThrow(/cannot pack/);
  });
});

describe('the engine bundles’ look-alike characters (obscenity)', () => {
  test('each plain character keeps its look-alikes, and every look-alike maps where it did', async () => {
    const { confusables } = require(CONFUSABLES) as { confusables: Map<string, string> };
    const module = { exports: {} as { confusables?: Map<string, string> } };
    new Function('exports', 'module', await confusablesModule())(module.exports, module);
    const rebuilt = module.exports.confusables as Map<string, string>;
    const sortedPoints = (text: string) =>
      [...text].map((c) => c.codePointAt(0)).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect([...rebuilt.keys()]).toEqual([...confusables.keys()]);
    for (const [plain, lookAlikes] of confusables)
      expect({ plain, points: sortedPoints(rebuilt.get(plain) ?? '') }).toEqual({
        plain,
        points: sortedPoints(lookAlikes),
      });
    // obscenity's transformer reads the map as look-alike -> plain, the later key winning.
    const lookup = (map: Map<string, string>) =>
      new Map([...map].flatMap(([plain, lookAlikes]) => [...lookAlikes].map((c) => [c, plain] as const)));
    expect(lookup(rebuilt)).toEqual(lookup(confusables));
    expect(confusables.size).toBeGreaterThan(30);
  });
});
