import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  CONFUSABLES,
  confusablesModule,
  cussModule,
  englishPresetModule,
  LEARNED_EDITS,
  LEARNED_READERS,
  learnedEditsModule,
  OBSCENITY_EXPORTS,
  OBSCENITY_FILES,
  obscenityModule,
  packedCharacters,
  packedEnglishDataset,
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
  const rebuilt = (part: 'words' | 'phrases') =>
    new Function(learnedEditsModule(part).replace(/^export default /m, 'return '))() as Record<
      string,
      object
    >;

  test('come back whole, each reader’s part from its own module', async () => {
    const { words, after, phrases } = JSON.parse(readFileSync(LEARNED_EDITS, 'utf8')) as {
      words: object;
      after: object;
      phrases: object;
    };
    // What learned-lexicon.ts and learned-phrases.ts read; the file's own notes (how it was made)
    // stay out.
    expect(Object.keys(words).length).toBeGreaterThan(100);
    expect(rebuilt('words')).toEqual({ words });
    expect(JSON.stringify(rebuilt('words').words)).toBe(JSON.stringify(words));
    expect(rebuilt('phrases')).toEqual({ after, phrases });
    expect(JSON.stringify(rebuilt('phrases'))).toBe(JSON.stringify({ after, phrases }));
  });

  test('each reader reads only its own part', () => {
    const reads = (path: string) =>
      [...readFileSync(path, 'utf8').matchAll(/learned\.(\w+)/g)].map((m) => m[1]);
    expect(reads(LEARNED_READERS.words)).toEqual(['words']);
    expect(reads(LEARNED_READERS.phrases)).toEqual(['after', 'phrases']);
  });

  test('a row with no replacement and one with a replacement come back apart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'calmly-learned-'));
    try {
      const path = join(dir, 'learned.json');
      const words = { a: [3, 1, 0, []], b: [4.5, 0, 2, ['x y', 'z']] };
      writeFileSync(path, JSON.stringify({ about: 'note', words, after: {}, phrases: {} }));
      const code = learnedEditsModule('words', path).replace(/^export default /m, 'return ');
      expect(new Function(code)()).toEqual({ words });
      writeFileSync(path, JSON.stringify({ words: { a: [3, 1, 1, ['x|y']] }, after: {}, phrases: {} }));
      expect(() => learnedEditsModule('words', path)).toThrow(/cannot pack/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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

describe('the engine bundles’ English dataset (obscenity)', () => {
  // The preset as the bundles carry it: run with the require() of the file it replaces, so its
  // transformers load from where the shipped preset loads them.
  const presetAsBundled = () => {
    const module = { exports: {} as Record<string, unknown> };
    const requireBeside = createRequire(OBSCENITY_FILES.english);
    new Function('module', 'exports', 'require', englishPresetModule())(
      module,
      module.exports,
      requireBeside,
    );
    return module.exports as {
      englishDataset: { build: () => unknown };
      englishRecommendedTransformers: unknown;
    };
  };

  test('build() gives what the shipped dataset’s build() gives, key for key, afresh each time', () => {
    const { englishDataset } = require('obscenity') as { englishDataset: { build: () => unknown } };
    const bundled = presetAsBundled();
    const shipped = englishDataset.build() as { blacklistedTerms: unknown[]; whitelistedTerms: unknown[] };
    expect(shipped.blacklistedTerms.length).toBeGreaterThan(100);
    expect(bundled.englishDataset.build()).toStrictEqual(shipped);
    expect(JSON.stringify(bundled.englishDataset.build())).toBe(JSON.stringify(shipped));
    expect(bundled.englishDataset.build()).not.toBe(bundled.englishDataset.build());
  });

  test('the preset’s transformers are its own code, as shipped', () => {
    const code = englishPresetModule();
    expect(code).toContain('exports.englishRecommendedTransformers = {');
    expect(code).toContain('resolveConfusablesTransformer');
    expect(code).not.toMatch(/require\("\.\.\/(dataset|pattern)\//);
    expect(code).not.toContain('DataSet_1');
    expect(Object.keys(presetAsBundled().englishRecommendedTransformers as object)).toEqual([
      'blacklistMatcherTransformers',
      'whitelistMatcherTransformers',
    ]);
  });

  test('src/core calls nothing of the dataset but build()', () => {
    const uses = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return uses(path);
        if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
        return [...readFileSync(path, 'utf8').matchAll(/englishDataset\b(?!,)(\.\w+\(\))?/g)].map(
          (match) => match[0],
        );
      });
    const found = uses(join(import.meta.dirname, '../../src/core'));
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((use) => use !== 'englishDataset.build()' && use !== 'englishDataset')).toEqual([]);
  });

  test('near misses: a pattern node it does not know, or a term out of order, stops the build', () => {
    const term = (id: number, nodes: { kind: number; chars?: number[] }[]) => ({
      id,
      pattern: { requireWordBoundaryAtStart: true, requireWordBoundaryAtEnd: false, nodes },
    });
    expect(
      packedEnglishDataset({ blacklistedTerms: [term(0, [{ kind: 1 }])], whitelistedTerms: [] }),
    ).toEqual({
      terms: [[1, 0]],
      whitelisted: [],
    });
    expect(() =>
      packedEnglishDataset({ blacklistedTerms: [term(0, [{ kind: 3 }])] as never, whitelistedTerms: [] }),
    ).toThrow(/cannot pack/);
    expect(() =>
      packedEnglishDataset({ blacklistedTerms: [term(1, [{ kind: 1 }])], whitelistedTerms: [] }),
    ).toThrow(/not laid out/);
    expect(() =>
      packedEnglishDataset({
        blacklistedTerms: [term(0, [{ kind: 2, chars: [0x1d41a] }])],
        whitelistedTerms: [],
      }),
    ).toThrow(/cannot pack/);
  });
});
