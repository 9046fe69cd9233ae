// The engine's lexicon libraries as the browser bundles carry them (issue 23: the panel with the
// engine must stay within 250 KB gzip). Each library is the one the server runs, with the same
// data; only how it is packed differs. tests/build/engine-libraries.test.ts checks each against the
// package as Node loads it.
//   - obscenity: its CommonJS index also loads the censor and its strategies, which nothing of ours
//     uses (~3 KB gzip). The engine takes the matcher and the English preset from their own files,
//     and its table of look-alike characters as code point steps (below).
//   - sentiment's AFINN word list and emoji scores, and cuss's ratings: each a table of words to a
//     small number (the emoji as code points, the words as below). Written as one run of words per number, each word as what it adds to the one before,
//     they take ~5 KB gzip less; the table is rebuilt when the engine loads.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

// obscenity's English preset builds its dataset when it loads: ~120 patterns written in its own
// pattern syntax, each read by its parser into nodes, then gathered by its DataSet class. The engine
// only ever calls englishDataset.build() (tests/build/engine-libraries.test.ts checks), so the
// bundles carry what build() gives, packed, and neither the parser nor the DataSet (~4 KB gzip of
// the tone reading's chunk and of the panel). The preset's transformers are its own code, as
// shipped. Packed, each term is [boundaries, ...nodes]: boundaries 1 for one at the start, 2 at the
// end; a literal as its text, an optional node as [its one child], a wildcard as 0.
const ENGLISH_DATASET_START = 'exports.englishDataset = new DataSet_1.DataSet()';
const ENGLISH_UNUSED_REQUIRES = [
  'const DataSet_1 = require("../dataset/DataSet");\n',
  'const Pattern_1 = require("../pattern/Pattern");\n',
] as const;

type PatternNode = { kind: number; chars?: number[]; childNode?: PatternNode };
type PackedNode = string | 0 | [PackedNode];
type BlacklistedTerm = {
  id: number;
  pattern: { requireWordBoundaryAtStart: boolean; requireWordBoundaryAtEnd: boolean; nodes: PatternNode[] };
};
// obscenity's SyntaxKind: Optional 0, Wildcard 1, Literal 2 (a BoundaryAssertion never stays a node).
function packedNode(node: PatternNode): PackedNode {
  const keys = Object.keys(node).join();
  if (node.kind === 2 && keys === 'kind,chars' && node.chars?.every((code) => code > 0 && code < 128))
    return String.fromCharCode(...node.chars);
  if (node.kind === 1 && keys === 'kind') return 0;
  if (node.kind === 0 && keys === 'kind,childNode' && node.childNode) return [packedNode(node.childNode)];
  throw new Error(`engine-libraries: cannot pack obscenity's pattern node ${JSON.stringify(node)}`);
}

export function packedEnglishDataset(built: {
  blacklistedTerms: BlacklistedTerm[];
  whitelistedTerms: string[];
}): { terms: (number | PackedNode)[][]; whitelisted: string[] } {
  const terms = built.blacklistedTerms.map(({ id, pattern }, index) => {
    if (
      id !== index ||
      Object.keys(pattern).join() !== 'requireWordBoundaryAtStart,requireWordBoundaryAtEnd,nodes'
    )
      throw new Error(`engine-libraries: obscenity's term ${id} is not laid out as it was`);
    const boundaries =
      (pattern.requireWordBoundaryAtStart ? 1 : 0) + (pattern.requireWordBoundaryAtEnd ? 2 : 0);
    return [boundaries, ...pattern.nodes.map(packedNode)];
  });
  return { terms, whitelisted: built.whitelistedTerms };
}

export const UNPACK_ENGLISH_DATASET =
  '({ terms, whitelisted }) => { ' +
  'const node = (packed) => typeof packed === "string" ? { kind: 2, chars: [...packed].map((c) => c.charCodeAt(0)) } ' +
  ': packed === 0 ? { kind: 1 } : { kind: 0, childNode: node(packed[0]) }; ' +
  'return { blacklistedTerms: terms.map(([boundaries, ...nodes], id) => ({ id, pattern: { ' +
  'requireWordBoundaryAtStart: (boundaries & 1) === 1, requireWordBoundaryAtEnd: (boundaries & 2) === 2, ' +
  'nodes: nodes.map(node) } })), whitelistedTerms: [...whitelisted] }; }';

export function englishPresetModule(): string {
  const code = readFileSync(OBSCENITY_FILES.english, 'utf8');
  const start = code.indexOf(ENGLISH_DATASET_START);
  if (start < 0 || ENGLISH_UNUSED_REQUIRES.some((line) => code.split(line).length !== 2))
    throw new Error(`engine-libraries: obscenity's English preset is not laid out as it was`);
  const { englishDataset } = createRequire(import.meta.url)(OBSCENITY_FILES.english) as {
    englishDataset: { build: () => { blacklistedTerms: BlacklistedTerm[]; whitelistedTerms: string[] } };
  };
  const packed = JSON.stringify(packedEnglishDataset(englishDataset.build()));
  const head = ENGLISH_UNUSED_REQUIRES.reduce((rest, line) => rest.replace(line, ''), code.slice(0, start));
  return `${head}exports.englishDataset = { build: () => (${UNPACK_ENGLISH_DATASET})(${packed}) };\n`;
}

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

// Sorted words as one string: each word a capital letter that says how many letters (code points,
// so that no emoji is cut in half) it shares with the word before, then the rest of it.
export function packedWords(words: readonly string[]): string {
  return words
    .map((word, index) => {
      if (/[A-Z]/.test(word) || (index > 0 && (words[index - 1] as string) >= word))
        throw new Error(`engine-libraries: cannot pack "${word}"`);
      const [letters, before] = [[...word], [...(words[index - 1] ?? '')]];
      let shared = 0;
      while (shared < MAX_SHARED && shared < letters.length && letters[shared] === before[shared]) shared++;
      return String.fromCharCode(65 + shared) + letters.slice(shared).join('');
    })
    .join('');
}

export const UNPACK_WORDS =
  '(packed) => { const words = []; let word = ""; for (const entry of packed.match(/[A-Z][^A-Z]*/g) ?? []) ' +
  '{ word = [...word].slice(0, entry.charCodeAt(0) - 65).join("") + entry.slice(1); words.push(word); } return words; }';

export function packedTable(table: Readonly<Record<string, number>>): Record<string, string> {
  const byNumber = new Map<number, string[]>();
  for (const word of Object.keys(table).sort()) {
    const value = table[word] as number;
    if (!Number.isInteger(value)) throw new Error(`engine-libraries: cannot pack "${word}": ${value}`);
    byNumber.set(value, [...(byNumber.get(value) ?? []), word]);
  }
  return Object.fromEntries([...byNumber].map(([value, group]) => [value, packedWords(group)]));
}

// The code that rebuilds the table when the engine loads.
export const unpackCode = (table: Readonly<Record<string, number>>) =>
  `(() => { const unpack = ${UNPACK_WORDS}; const found = {}; ` +
  `for (const [value, packed] of Object.entries(${JSON.stringify(packedTable(table))})) ` +
  'for (const word of unpack(packed)) found[word] = Number(value); ' +
  'const table = {}; for (const word of Object.keys(found).sort()) table[word] = found[word]; return table; })()';

// A table of single characters (sentiment's emoji) packs better as numbers: for each score, the
// characters' code points in order, each as its distance from the one before, in base 36.
const isOneCharacter = (key: string) => [...key].length === 1;
export function packedCharacters(table: Readonly<Record<string, number>>): Record<string, string> {
  const byNumber = new Map<number, number[]>();
  for (const [key, value] of Object.entries(table)) {
    if (!isOneCharacter(key) || !Number.isInteger(value))
      throw new Error(`engine-libraries: cannot pack "${key}": ${value}`);
    byNumber.set(value, [...(byNumber.get(value) ?? []), key.codePointAt(0) as number]);
  }
  return Object.fromEntries(
    [...byNumber].map(([value, points]) => {
      const sorted = points.sort((a, b) => a - b);
      return [value, sorted.map((point, index) => (point - (sorted[index - 1] ?? 0)).toString(36)).join(',')];
    }),
  );
}

export const unpackCharactersCode = (table: Readonly<Record<string, number>>) =>
  `(() => { const table = {}; for (const [value, packed] of Object.entries(${JSON.stringify(packedCharacters(table))})) ` +
  '{ let point = 0; for (const step of packed.split(",")) { point += parseInt(step, 36); ' +
  'table[String.fromCodePoint(point)] = Number(value); } } return table; })()';

// obscenity's confusables: for each plain character, the look-alikes it stands for ("a" for "ａ",
// "𝐚", "а" …), which its transformer only looks up one by one. In code point order, as steps in
// base 36, runs of look-alikes ("𝐚", "𝑎", "𝒂" …) pack to half the size (~3 KB gzip). The keys
// keep their order, so a look-alike listed under two keys maps where it did.
export const CONFUSABLES = resolve(
  NODE_MODULES,
  'obscenity/dist/transformer/resolve-confusables/confusables.js',
);
const CONFUSABLES_ID = '\0calmly-confusables';

export function packedConfusables(map: ReadonlyMap<string, string>): [string, string][] {
  return [...map].map(([plain, lookAlikes]) => {
    const points = [...lookAlikes]
      .map((character) => character.codePointAt(0) as number)
      .sort((a, b) => a - b);
    return [plain, points.map((point, index) => (point - (points[index - 1] ?? 0)).toString(36)).join(',')];
  });
}

export async function confusablesModule(): Promise<string> {
  const { confusables } = (await import(CONFUSABLES)) as { confusables: Map<string, string> };
  return [
    'Object.defineProperty(exports, "__esModule", { value: true });',
    `exports.confusables = new Map(${JSON.stringify(packedConfusables(confusables))}.map(([plain, packed]) => {`,
    '  let point = 0;',
    '  return [plain, String.fromCodePoint(...packed.split(",").map((step) => (point += parseInt(step, 36))))];',
    '}));',
  ].join('\n');
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, number>;

export const SENTIMENT_TABLES = {
  labels: resolve(NODE_MODULES, 'sentiment/languages/en/labels.json'),
  emoji: resolve(NODE_MODULES, 'sentiment/build/emoji.json'),
} as const;
const SENTIMENT_PREFIX = '\0calmly-sentiment-';

export function sentimentTableModule(path: string): string {
  const table = readJson(path);
  const characters = Object.keys(table).every(isOneCharacter);
  return `module.exports = ${characters ? unpackCharactersCode(table) : unpackCode(table)};`;
}

export async function cussModule(): Promise<string> {
  const { cuss } = (await import('cuss')) as { cuss: Record<string, number> };
  return `export const cuss = ${unpackCode(cuss)};`;
}
const CUSS_ID = '\0calmly-cuss';

// The rewriter's own learned edits (src/core/rewrite/detox, written by npm run train:detox), one
// module for each file that reads them: learned-lexicon.ts's table of words, which the tone reading
// reads too, and learned-phrases.ts's runs of words, which only the rewrite reads (so they stay out
// of the tone reading's chunk). The table of words is packed as the tables above are: the words as
// one string, the counts one list per column, the replacements one string (a row a line, its texts
// split by "|"). ~1 KB gzip less than the JSON.
export const LEARNED_EDITS = resolve(
  import.meta.dirname,
  '../src/core/rewrite/detox/learned-edits.generated.json',
);
export const LEARNED_READERS = {
  words: resolve(import.meta.dirname, '../src/core/rewrite/detox/learned-lexicon.ts'),
  phrases: resolve(import.meta.dirname, '../src/core/rewrite/detox/learned-phrases.ts'),
} as const;
type LearnedPart = keyof typeof LEARNED_READERS;
const LEARNED_PREFIX = '\0calmly-learned-edits-';
type WordRow = [number, number, number, string[]];

export function learnedEditsModule(part: LearnedPart, path = LEARNED_EDITS): string {
  // Only what the reader reads ships: the note on how the file was made stays in the file.
  const { words, after, phrases } = JSON.parse(readFileSync(path, 'utf8')) as {
    words: Record<string, WordRow>;
    after: Record<string, string>;
    phrases: Record<string, string>;
  };
  if (part === 'phrases') return `export default ${JSON.stringify({ after, phrases })};`;
  const names = Object.keys(words);
  const rows = names.map((name) => words[name] as WordRow);
  const column = (index: number) => JSON.stringify(rows.map((row) => row[index]));
  const texts = rows.map((row) => row[3]);
  const unpackable = texts.flat().find((text) => text === '' || /[|\n]/.test(text));
  if (unpackable !== undefined) throw new Error(`engine-libraries: cannot pack "${unpackable}"`);
  return [
    `const names = (${UNPACK_WORDS})(${JSON.stringify(packedWords(names))});`,
    `const counts = [${[0, 1, 2].map(column).join(', ')}];`,
    `const texts = ${JSON.stringify(texts.map((row) => row.join('|')).join('\n'))}`,
    "  .split('\\n').map((row) => (row === '' ? [] : row.split('|')));",
    'const words = {};',
    'names.forEach((name, index) => { words[name] = [...counts.map((column) => column[index]), texts[index]]; });',
    'export default { words };',
  ].join('\n');
}

// Which part of the learned edits a file reads; any other reader stops the build, rather than get
// a part of them.
function learnedPartFor(importer: string): LearnedPart {
  const part = (Object.keys(LEARNED_READERS) as LearnedPart[]).find(
    (key) => LEARNED_READERS[key] === importer,
  );
  if (!part) throw new Error(`engine-libraries: ${importer} reads the learned edits; give it its part`);
  return part;
}

export function engineLibraries(): Plugin {
  return {
    name: 'calmly-engine-libraries',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'obscenity') return OBSCENITY_ID;
      if (source === 'cuss') return CUSS_ID;
      if (importer && resolve(dirname(importer), source) === LEARNED_EDITS)
        return `${LEARNED_PREFIX}${learnedPartFor(importer)}`;
      if (importer && `${resolve(dirname(importer), source)}.js` === CONFUSABLES) return CONFUSABLES_ID;
      if (!importer || !source.endsWith('.json')) return null;
      const path = resolve(dirname(importer), source);
      const table = Object.entries(SENTIMENT_TABLES).find(([, file]) => file === path);
      return table ? `${SENTIMENT_PREFIX}${table[0]}` : null;
    },
    async load(id) {
      if (id === OBSCENITY_ID) return obscenityModule();
      if (id === OBSCENITY_FILES.english) return englishPresetModule();
      if (id === CUSS_ID) return cussModule();
      if (id.startsWith(LEARNED_PREFIX))
        return learnedEditsModule(id.slice(LEARNED_PREFIX.length) as LearnedPart);
      if (id === CONFUSABLES_ID) return confusablesModule();
      if (!id.startsWith(SENTIMENT_PREFIX)) return null;
      const name = id.slice(SENTIMENT_PREFIX.length) as keyof typeof SENTIMENT_TABLES;
      return sentimentTableModule(SENTIMENT_TABLES[name]);
    },
  };
}
