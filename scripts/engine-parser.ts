// The message parser (compromise) as the engine bundles carry it (issue 23): compromise's own
// "three" build, less the plugins that only add methods our code never calls. Those plugins add
// API methods and nothing else (no tags, no lexicon, no compute hooks), so every parse is the one
// the server makes with the full build; only ~12 KB gzip of unused methods stay out of the panel.
// tests/build/engine-parser.test.ts fails when src/core starts calling one of the methods left out.
// One change to compromise's own code, to how fast it starts (FASTER_MERGE, below), none to what it
// builds.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const COMPROMISE_SRC = resolve(import.meta.dirname, '../node_modules/compromise/src');

// In three.js's order. Kept: verbs (our .verbs()), what verbs calls (adverbs, nouns, misc), the
// chunker, whose compute hook runs on every parse, and redact, which adds a tag to the tag set
// (its .redact() method would need the plugins left out; nothing of ours calls it).
export const KEPT_PLUGINS = ['adverbs', 'chunker', 'misc', 'nouns', 'redact', 'verbs'] as const;
// Left out: numbers (with money and fractions), adjectives, normalize, sentences, topics, and
// coreference, whose compute runs only from its own .pronouns() methods.
export const LEFT_OUT_PLUGINS = [
  'adjectives',
  'coreference',
  'normalize',
  'numbers',
  'sentences',
  'topics',
] as const;

export const pluginPath = (name: string) => resolve(COMPROMISE_SRC, `3-three/${name}/plugin.js`);

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

export function engineParser(): Plugin {
  return {
    name: 'calmly-engine-parser',
    enforce: 'pre',
    resolveId: (source) => (source === 'compromise' ? VIRTUAL_ID : null),
    transform: (code, id) => (id === EXTEND_PATH ? withFasterMerge(code) : null),
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      const lines = [`import nlp from ${JSON.stringify(resolve(COMPROMISE_SRC, 'two.js'))};`];
      KEPT_PLUGINS.forEach((name, index) => {
        lines.push(`import plugin${index} from ${JSON.stringify(pluginPath(name))};`);
        lines.push(`nlp.plugin(plugin${index});`);
      });
      lines.push('export default nlp;');
      return lines.join('\n');
    },
  };
}
