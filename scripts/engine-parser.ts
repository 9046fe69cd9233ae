// The message parser (compromise) as the engine bundles carry it (issue 23): compromise's own
// builds (one.js, two.js, three.js), plugin by plugin in their order, less the plugins that only add
// methods our code never calls. Those plugins add API methods and static helpers and nothing else
// (no tags, no lexicon, no parse-time hook), so every parse is the one the server makes with the
// full build; only ~15 KB gzip of unused methods stay out of the panel.
// tests/build/engine-parser.test.ts fails when src/core starts calling one of the methods left out.
// One change to compromise's own code, to how fast it starts (FASTER_MERGE, below), none to what it
// builds.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { unpack as efrtUnpack } from 'efrt';
import type { Plugin } from 'vite';
import { packedWords, UNPACK_WORDS } from './engine-libraries.ts';

const COMPROMISE_SRC = resolve(import.meta.dirname, '../node_modules/compromise/src');

// Each plugin by its folder under compromise/src. Left out, from three.js: numbers (with money and
// fractions), adjectives, normalize, sentences, topics, and coreference, whose compute runs only
// from its own .pronouns() methods. Kept from it: verbs (our .verbs()), what verbs calls (adverbs,
// nouns, misc), the chunker, whose compute hook runs on every parse, and redact's model
// (MODEL_ONLY_PLUGINS).
// From one.js and two.js: .lookup() with nlp.buildTrie(), nlp.lazy(), .swap(), and typeahead
// (EMPTY_MODEL_HOOKS).
export const LEFT_OUT_PLUGINS = [
  '1-one/lookup',
  '1-one/typeahead',
  '2-two/lazy',
  '2-two/swap',
  '3-three/adjectives',
  '3-three/coreference',
  '3-three/normalize',
  '3-three/numbers',
  '3-three/sentences',
  '3-three/topics',
] as const;

// Left-out plugins whose parse-time hook reads a model that only their own methods fill: typeahead
// completes the last word from prefixes that only nlp.typeahead() registers. While that model is
// empty (nothing of ours calls it) the hook returns at once, so every parse is the same without it.
export const EMPTY_MODEL_HOOKS = { '1-one/typeahead': 'typeahead' } as const;

// Kept for their model alone: redact adds the Redacted tag to the tag set, which every parse reads,
// and a .redact() method that would need the plugins left out (nothing of ours calls it).
export const MODEL_ONLY_PLUGINS = ['3-three/redact'] as const;
export const modelOf = async (folder: string) =>
  ((await import(pluginPath(folder))) as { default: { model: object } }).default.model;

export const BUILDS = ['one.js', 'two.js', 'three.js'] as const;
export const pluginPath = (folder: string) => resolve(COMPROMISE_SRC, `${folder}/plugin.js`);

// The plugins a build registers, in the order it registers them (which sets the order of the parse
// hooks): `import name from './1-one/x/plugin.js'` read with the `nlp.plugin(name)` or
// `nlp.extend(name)` calls.
export function pluginsOf(build: (typeof BUILDS)[number]): string[] {
  const code = readFileSync(resolve(COMPROMISE_SRC, build), 'utf8');
  const folders = new Map(
    [...code.matchAll(/^import (\w+) from '\.\/([\w/-]+)\/plugin\.js'/gm)].map((m) => [m[1], m[2]]),
  );
  const registered = [...code.matchAll(/^nlp\.(?:plugin|extend)\((\w+)\)/gm)].map((m) => folders.get(m[1]));
  if (
    registered.length === 0 ||
    registered.length !== folders.size ||
    registered.some((folder) => folder === undefined)
  )
    throw new Error(`engine-parser: compromise's ${build} is not laid out as it was`);
  return registered as string[];
}

export const keptPlugins = () =>
  BUILDS.flatMap(pluginsOf).filter((folder) => !(LEFT_OUT_PLUGINS as readonly string[]).includes(folder));

const VIRTUAL_ID = '\0calmly-engine-parser';
export const EXTEND_PATH = resolve(COMPROMISE_SRC, 'API/extend.js');

// compromise's mergeDeep copies each plugin's model into its world key by key, through
// `Object.assign(model, { [key]: value })`: a fresh one-key object for each of the lexicon's ~24,000
// words, a third of the parser's start-up on the panel's first open (issue 23). A plain assignment
// sets the same property the same way (both are [[Set]], in strict module code), in the same order,
// so the world built is the same; tests/build/engine-parser.test.ts compares the two worlds.
export const FASTER_MERGE = [
  { from: 'if (!model[key]) Object.assign(model, { [key]: {} })', to: 'if (!model[key]) model[key] = {}' },
  { from: 'Object.assign(model, { [key]: plugin[key] })', to: 'model[key] = plugin[key]' },
] as const;

export function withFasterMerge(code: string): string {
  return FASTER_MERGE.reduce((patched, { from, to }) => {
    // A compromise update that rewrites mergeDeep stops the build, rather than ship unpatched.
    if (patched.split(from).length !== 2) throw new Error(`engine-parser: compromise's mergeDeep changed`);
    return patched.replace(from, to);
  }, code);
}

// .debug() prints a parse to the console, for a developer; nothing of ours calls it (tests/build
// checks), and the engine bundles carry its printers as no-ops of the same names (~1.7 KB gzip).
export const DEBUG_PATH = resolve(COMPROMISE_SRC, '1-one/output/methods/debug/index.js');
// The freeze plugin adds one more printer, for .debug('frozen'): a no-op of the same name, too.
export const FREEZE_DEBUG_PATH = resolve(COMPROMISE_SRC, '1-one/freeze/debug.js');
export function quietFreezeDebug(code: string): string {
  if (!/^const debug = function \(view\) \{$/m.test(code) || !/^export default debug$/m.test(code))
    throw new Error(`engine-parser: compromise's freeze printer changed`);
  return 'const debug = function () {};\nexport default debug;\n';
}

// compromise prints its tagger's and chunker's decisions when nlp.verbose() (which nothing of ours
// calls) has set DEBUG_TAGS or DEBUG_CHUNKS in process.env, or in self.env in a browser. The engine
// bundles read both flags as off, so the minifier leaves the printing out.
export const DEBUG_FLAG = /\benv\.(DEBUG_TAGS|DEBUG_CHUNKS)\b/g;
export const VERBOSE_PATH = resolve(COMPROMISE_SRC, 'API/_lib.js');
export const withoutDebugFlags = (code: string): string => code.replace(DEBUG_FLAG, 'false');

export function quietDebug(code: string): string {
  const names = code.match(/const debug = \{([^}]*)\}/)?.[1]?.match(/\w+/g);
  if (!names?.length) throw new Error(`engine-parser: compromise's debug printers changed`);
  return `const debug = { ${names.map((name) => `${name}() {}`).join(', ')} };\nexport default debug;\n`;
}

// compromise's lexicon (~13,000 words under 66 tags, the parser chunk's largest part) as the engine
// bundles carry it. compromise ships each tag's words as an efrt trie, which gzip barely shrinks
// (69 KB, 45 KB gzip); the same words sorted, each written as what it adds to the one before
// (engine-libraries.ts packedWords), take 39 KB gzip. The lexicon's own index.js then unpacks them
// to what efrt's unpack gives: an object of each word to true, its keys in the same (sorted)
// order, so the lexicon built is the same; tests/build/engine-parser.test.ts compares them tag by
// tag. efrt's unpacker itself then stays out of the bundle.
export const LEXICON_DATA_PATH = resolve(COMPROMISE_SRC, '2-two/preTagger/model/lexicon/_data.js');
export const LEXICON_PATH = resolve(COMPROMISE_SRC, '2-two/preTagger/model/lexicon/index.js');
const EFRT_IMPORT = "import { unpack } from 'efrt'";
export const UNPACK_LEXICON_TAG = `(packed) => { const found = {}; for (const word of (${UNPACK_WORDS})(packed)) found[word] = true; return found; }`;

export async function packedLexiconModule(): Promise<string> {
  const { default: data } = (await import(LEXICON_DATA_PATH)) as { default: Record<string, string> };
  const packed = Object.entries(data).map(([tag, trie]) => {
    const unpacked = efrtUnpack(trie) as Record<string, unknown>;
    const words = Object.keys(unpacked);
    // The rebuilt object lists its words sorted: only an efrt that gives them in that order, each
    // to true, is rebuilt the same, so any other stops the build.
    const sorted = [...words].sort();
    if (words.some((word, index) => word !== sorted[index] || unpacked[word] !== true))
      throw new Error(`engine-parser: compromise's lexicon for ${tag} is not sorted words to true`);
    return [tag, packedWords(words)];
  });
  return `export default ${JSON.stringify(Object.fromEntries(packed))};\n`;
}

export function withPackedLexiconUnpack(code: string): string {
  if (code.split(EFRT_IMPORT).length !== 2)
    throw new Error(`engine-parser: compromise's lexicon index changed`);
  return code.replace(EFRT_IMPORT, `const unpack = ${UNPACK_LEXICON_TAG}`);
}

// compromise's post-tagger corrects tags with ~600 match patterns, and each carries a `reason`, a
// name for the pattern that compromise reads only to print it (its sweep tagger logs it when the
// DEBUG_TAGS variable is set; setTag and unTag do nothing else with it). Those names, nearly all
// different, are ~13 KB of text that gzip barely shrinks; the engine bundles leave them out, so
// each pattern matches and tags as before (tests/build/engine-parser.test.ts compares the models).
export const POST_TAGGER_MODEL_DIR = resolve(COMPROMISE_SRC, '2-two/postTagger/model');
const REASON = /\breason:\s*'[^'\\\n]*'\s*,?/g;
export function withoutReasons(code: string): string {
  const stripped = code.replace(REASON, '');
  // A reason written any other way stops the build, rather than ship half of them.
  if (/\breason\s*:/.test(stripped)) throw new Error(`engine-parser: a post-tagger reason is not as it was`);
  return stripped;
}

export function engineParser(): Plugin {
  return {
    name: 'calmly-engine-parser',
    enforce: 'pre',
    resolveId: (source) => (source === 'compromise' ? VIRTUAL_ID : null),
    transform(source, id) {
      // Where nlp.verbose() sets the flags, they stay as they are.
      const code =
        id.startsWith(`${COMPROMISE_SRC}/`) && id !== VERBOSE_PATH ? withoutDebugFlags(source) : source;
      if (id === EXTEND_PATH) return withFasterMerge(code);
      if (id === DEBUG_PATH) return quietDebug(code);
      if (id === FREEZE_DEBUG_PATH) return quietFreezeDebug(code);
      if (id.startsWith(`${POST_TAGGER_MODEL_DIR}/`)) return withoutReasons(code);
      if (id === LEXICON_PATH) return withPackedLexiconUnpack(code);
      return code === source ? null : code;
    },
    async load(id) {
      if (id === LEXICON_DATA_PATH) return packedLexiconModule();
      if (id !== VIRTUAL_ID) return null;
      const lines = [`import nlp from ${JSON.stringify(resolve(COMPROMISE_SRC, 'nlp.js'))};`];
      for (const [index, folder] of keptPlugins().entries()) {
        if ((MODEL_ONLY_PLUGINS as readonly string[]).includes(folder)) {
          lines.push(`nlp.plugin({ model: ${JSON.stringify(await modelOf(folder))} });`);
          continue;
        }
        lines.push(`import plugin${index} from ${JSON.stringify(pluginPath(folder))};`);
        lines.push(`nlp.plugin(plugin${index});`);
      }
      lines.push('export default nlp;');
      return lines.join('\n');
    },
  };
}
