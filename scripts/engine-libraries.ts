// The engine's lexicon libraries as the browser bundles carry them (issue 23: the panel with the
// engine must stay within 250 KB gzip). Each library is the one the server runs, with the same
// data; only how it is packed differs. tests/build/engine-libraries.test.ts checks each against the
// package as Node loads it.
//   - obscenity: its CommonJS index also loads the censor and its strategies, which nothing of ours
//     uses (~3 KB gzip). The engine takes the matcher and the English preset from their own files.
//   - sentiment's AFINN word list and emoji scores, and cuss's ratings: each a table of words to a
//     small number. Written as one run of words per number, each word as what it adds to the one before,
//     they take ~5 KB gzip less; the table is rebuilt when the engine loads.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

const NODE_MODULES = resolve(import.meta.dirname, '../node_modules');

const OBSCENITY_ID = '\0calmly-obscenity';
export const OBSCENITY_FILES = {
  english: resolve(NODE_MODULES, 'obscenity/dist/preset/english.js'),
  matcher: resolve(NODE_MODULES, 'obscenity/dist/matcher/regexp/RegExpMatcher.js'),
} as const;
// Every name src/core imports from obscenity, and the file that defines it.
export const OBSCENITY_EXPORTS = {
  englishDataset: 'english',
  englishRecommendedTransformers: 'english',
  RegExpMatcher: 'matcher',
} as const;

export function obscenityModule(): string {
  return [
    `import english from ${JSON.stringify(OBSCENITY_FILES.english)};`,
    `import matcher from ${JSON.stringify(OBSCENITY_FILES.matcher)};`,
    ...Object.entries(OBSCENITY_EXPORTS).map(([name, file]) => `export const ${name} = ${file}.${name};`),
  ].join('\n');
}

// A table of words to small whole numbers, as the bundles pack it. Sorted, each word shares a
// beginning with the one before: for each number, the words are written one after another, each as
// a capital letter that says how many letters it shares with the word before (A for none, B for
// one, ...) and then the rest of it. The tables hold no capital letters. The rebuilt table lists
// its words sorted: cuss's own order; sentiment only looks words up, and AFINN is nearly sorted.
const MAX_SHARED = 25;

export function packedTable(table: Readonly<Record<string, number>>): Record<string, string> {
  const words = Object.keys(table).sort();
  const byNumber = new Map<number, string[]>();
  for (const word of words) {
    const value = table[word] as number;
    if (!Number.isInteger(value) || /[A-Z]/.test(word))
      throw new Error(`engine-libraries: cannot pack "${word}": ${value}`);
    byNumber.set(value, [...(byNumber.get(value) ?? []), word]);
  }
  return Object.fromEntries(
    [...byNumber].map(([value, group]) => [
      value,
      group
        .map((word, index) => {
          // By code point, so that no emoji is cut in half.
          const [letters, before] = [[...word], [...(group[index - 1] ?? '')]];
          let shared = 0;
          while (shared < MAX_SHARED && shared < letters.length && letters[shared] === before[shared])
            shared++;
          return String.fromCharCode(65 + shared) + letters.slice(shared).join('');
        })
        .join(''),
    ]),
  );
}

// The code that rebuilds the table when the engine loads.
export const unpackCode = (table: Readonly<Record<string, number>>) =>
  `(() => { const found = {}; for (const [value, packed] of Object.entries(${JSON.stringify(packedTable(table))})) ` +
  '{ let word = ""; for (const entry of packed.match(/[A-Z][^A-Z]*/g)) ' +
  '{ word = [...word].slice(0, entry.charCodeAt(0) - 65).join("") + entry.slice(1); found[word] = Number(value); } } ' +
  'const table = {}; for (const word of Object.keys(found).sort()) table[word] = found[word]; return table; })()';

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, number>;

export const SENTIMENT_TABLES = {
  labels: resolve(NODE_MODULES, 'sentiment/languages/en/labels.json'),
  emoji: resolve(NODE_MODULES, 'sentiment/build/emoji.json'),
} as const;
const SENTIMENT_PREFIX = '\0calmly-sentiment-';

export const sentimentTableModule = (path: string) => `module.exports = ${unpackCode(readJson(path))};`;

export async function cussModule(): Promise<string> {
  const { cuss } = (await import('cuss')) as { cuss: Record<string, number> };
  return `export const cuss = ${unpackCode(cuss)};`;
}
const CUSS_ID = '\0calmly-cuss';

export function engineLibraries(): Plugin {
  return {
    name: 'calmly-engine-libraries',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'obscenity') return OBSCENITY_ID;
      if (source === 'cuss') return CUSS_ID;
      if (!importer || !source.endsWith('.json')) return null;
      const path = resolve(dirname(importer), source);
      const table = Object.entries(SENTIMENT_TABLES).find(([, file]) => file === path);
      return table ? `${SENTIMENT_PREFIX}${table[0]}` : null;
    },
    async load(id) {
      if (id === OBSCENITY_ID) return obscenityModule();
      if (id === CUSS_ID) return cussModule();
      if (!id.startsWith(SENTIMENT_PREFIX)) return null;
      const name = id.slice(SENTIMENT_PREFIX.length) as keyof typeof SENTIMENT_TABLES;
      return sentimentTableModule(SENTIMENT_TABLES[name]);
    },
  };
}
