import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { unpack as efrtUnpack } from 'efrt';
import { afterAll, describe, expect, test } from 'vitest';
import {
  BUILDS,
  EMPTY_MODEL_HOOKS,
  EXTEND_PATH,
  FREEZE_DEBUG_PATH,
  keptPlugins,
  LEFT_OUT_PLUGINS,
  LEXICON_DATA_PATH,
  LEXICON_PATH,
  MODEL_ONLY_PLUGINS,
  modelOf,
  POST_TAGGER_MODEL_DIR,
  packedLexiconModule,
  pluginPath,
  pluginsOf,
  quietFreezeDebug,
  UNPACK_LEXICON_TAG,
  VERBOSE_PATH,
  withFasterMerge,
  withoutDebugFlags,
  withoutReasons,
  withPackedLexiconUnpack,
} from '../../scripts/engine-parser.ts';

// The engine bundles leave some compromise plugins out (scripts/engine-parser.ts). That is only
// safe while src/core calls none of their methods, and while the plugins left out add methods only.
const root = resolve(import.meta.dirname, '../..');
type CompromisePlugin = {
  api?: (view: unknown) => void;
  lib?: Record<string, unknown>;
  compute?: unknown;
  hooks?: unknown;
};

const loadPlugin = async (name: string) =>
  ((await import(pluginPath(name))) as { default: CompromisePlugin }).default;

// The methods a plugin adds, read by letting it extend a stand-in View.
async function methodsOf(name: string) {
  class View {}
  (await loadPlugin(name)).api?.(View);
  return Object.getOwnPropertyNames(View.prototype).filter((method) => method !== 'constructor');
}

function coreSources(dir = join(root, 'src/core')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return coreSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

// The catalogue's own entries (TEXT.swap) are not compromise calls either.
// Names that strings and arrays have too ("text.normalize('NFC')") are not compromise calls.
const BUILT_IN = new Set([
  ...Object.getOwnPropertyNames(String.prototype),
  ...Object.getOwnPropertyNames(Array.prototype),
]);

describe('the engine bundles’ compromise', () => {
  test('kept and left-out plugins are all of compromise’s builds, kept in their order', () => {
    const registered = BUILDS.flatMap(pluginsOf);
    expect(registered).toEqual(
      expect.arrayContaining(['1-one/tokenize', '2-two/preTagger', '3-three/verbs']),
    );
    expect(registered).toEqual(expect.arrayContaining([...LEFT_OUT_PLUGINS]));
    expect(keptPlugins()).toEqual(
      registered.filter((folder) => !LEFT_OUT_PLUGINS.some((out) => out === folder)),
    );
  });

  test('a hook left out reads a model that stays empty once src/core has loaded', async () => {
    await import('../../src/core/engine/on-device-engine.ts');
    const { default: nlp } = (await import('compromise')) as unknown as {
      default: { world: () => { model: { one: Record<string, object> } } };
    };
    for (const [name, model] of Object.entries(EMPTY_MODEL_HOOKS)) {
      expect((await loadPlugin(name)) as object).toHaveProperty(['model', 'one', model], {});
      expect({ name, model: nlp.world().model.one[model] }).toEqual({ name, model: {} });
    }
  });

  test('a plugin kept for its model alone adds nothing else a parse reads', async () => {
    for (const folder of MODEL_ONLY_PLUGINS) {
      const plugin = await loadPlugin(folder);
      expect({ folder, keys: Object.keys(plugin).sort() }).toEqual({ folder, keys: ['api', 'model'] });
      expect(await modelOf(folder)).toEqual(expect.objectContaining({ one: expect.any(Object) }));
    }
  });

  test('a compromise whose builds are laid out otherwise stops the build', () => {
    expect(pluginsOf('one.js').length).toBeGreaterThan(10);
    expect(() => pluginsOf('nlp.js' as never)).toThrow(/laid out/);
  });

  test('the plugins left out add no tags, lexicon or parse-time compute', async () => {
    for (const name of LEFT_OUT_PLUGINS) {
      const plugin = await loadPlugin(name);
      const emptyModelHook = (EMPTY_MODEL_HOOKS as Record<string, string>)[name];
      const allowed = ['api', 'compute', 'lib', ...(emptyModelHook ? ['model', 'hooks'] : [])];
      const extra = Object.keys(plugin).filter((key) => !allowed.includes(key));
      expect({ name, extra }).toEqual({ name, extra: [] });
      expect({ name, hooks: plugin.hooks }).toEqual({
        name,
        hooks: emptyModelHook ? [emptyModelHook] : undefined,
      });
    }
  });

  test('src/core calls none of the methods left out', async () => {
    // Of redact, only the model stays in (it adds a tag); its .redact() is left out.
    const statics = await Promise.all(
      LEFT_OUT_PLUGINS.map(async (name) => Object.keys((await loadPlugin(name)).lib ?? {})),
    );
    const leftOut = [
      ...(await Promise.all(LEFT_OUT_PLUGINS.map(methodsOf))).flat(),
      ...statics.flat(),
      'redact',
    ];
    expect(leftOut).toEqual(
      expect.arrayContaining([
        'numbers',
        'sentences',
        'pronouns',
        'lookup',
        'buildTrie',
        'lazy',
        'typeahead',
      ]),
    );
    const sources = coreSources().map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    const calls = leftOut
      .filter((method) => !BUILT_IN.has(method))
      .flatMap((method) =>
        sources
          .filter(({ text }) => new RegExp(`(?<!TEXT)\\.${method}\\(`).test(text))
          .map(({ path }) => `${path.replace(`${root}/`, '')}: .${method}()`),
      );
    expect(calls).toEqual([]);
  });
});

// compromise's extend(), as shipped and as the engine bundles patch it (FASTER_MERGE). It imports
// nothing, so the patched text loads from anywhere.
type Extend = (plugin: object, world: object, view: unknown, nlp: object) => void;
const patchedDir = mkdtempSync(join(tmpdir(), 'calmly-extend-'));
afterAll(() => rmSync(patchedDir, { recursive: true, force: true }));

async function bothExtends(): Promise<Extend[]> {
  const patchedPath = join(patchedDir, 'extend.mjs');
  writeFileSync(patchedPath, withFasterMerge(readFileSync(EXTEND_PATH, 'utf8')));
  const shipped = (await import(pathToFileURL(EXTEND_PATH).href)) as { default: Extend };
  const patched = (await import(pathToFileURL(patchedPath).href)) as { default: Extend };
  return [shipped.default, patched.default];
}

// A world's model after extend() merges `model` into it, with its keys in the order they were set.
function mergedWith(extend: Extend, model: object, start: () => object) {
  const world = { methods: {}, model: start(), compute: {}, hooks: [] };
  extend({ model }, world, class {}, {});
  return world.model;
}
const inOrder = (value: unknown) => JSON.stringify(value);

describe('the engine bundles’ faster merge of compromise’s models', () => {
  test('builds the very model the shipped merge builds from compromise’s lexicon', async () => {
    const { default: preTagModel } = (await import(
      pathToFileURL(join(root, 'node_modules/compromise/src/2-two/preTagger/model/index.js')).href
    )) as { default: object };
    const start = () => ({ one: { lexicon: { already: 'Noun' } }, two: {} });
    const [shipped, patched] = (await bothExtends()).map((extend) => mergedWith(extend, preTagModel, start));
    expect(Object.keys((patched as { one: { lexicon: object } }).one.lexicon).length).toBeGreaterThan(20_000);
    expect(inOrder(patched)).toBe(inOrder(shipped));
  });

  test('near misses merge alike: falsy and existing keys, arrays, nested objects, unsafe keys', async () => {
    const model = JSON.parse(
      '{"a":{"b":1,"c":[1,2],"d":{"e":null}},"f":0,"g":"","__proto__":{"polluted":true},"h":{"constructor":1}}',
    ) as object;
    const start = () => ({ a: { b: 9, z: 1 }, f: { old: true }, g: 0, h: 0 });
    const [shipped, patched] = (await bothExtends()).map((extend) => mergedWith(extend, model, start));
    expect(inOrder(patched)).toBe(inOrder(shipped));
    expect(patched).toStrictEqual(shipped);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  test('a compromise whose mergeDeep changed stops the build', () => {
    expect(() => withFasterMerge('function mergeDeep(model, plugin) { return model }')).toThrow(/mergeDeep/);
  });
});

describe('the engine bundles’ packed lexicon', () => {
  test('unpacks every tag to what efrt gives: the same words, each to true, in the same order', async () => {
    const packedPath = join(patchedDir, 'lexicon-data.mjs');
    writeFileSync(packedPath, await packedLexiconModule());
    const packed = ((await import(pathToFileURL(packedPath).href)) as { default: Record<string, string> })
      .default;
    const { default: shipped } = (await import(pathToFileURL(LEXICON_DATA_PATH).href)) as {
      default: Record<string, string>;
    };
    const unpack = new Function(`return ${UNPACK_LEXICON_TAG}`)() as (packed: string) => object;
    expect(Object.keys(packed)).toEqual(Object.keys(shipped));
    let words = 0;
    for (const [tag, trie] of Object.entries(shipped)) {
      const expected = efrtUnpack(trie) as object;
      words += Object.keys(expected).length;
      expect({ tag, words: inOrder(unpack(packed[tag] as string)) }).toEqual({
        tag,
        words: inOrder(expected),
      });
    }
    expect(words).toBeGreaterThan(10_000);
  });

  test('the lexicon index loses only its efrt import; one laid out otherwise stops the build', () => {
    const shipped = readFileSync(LEXICON_PATH, 'utf8');
    const patched = withPackedLexiconUnpack(shipped);
    expect(patched).not.toContain('efrt');
    expect(patched.replace(/^const unpack = .*$/m, '')).toBe(
      shipped.replace(/^import \{ unpack \} from 'efrt'$/m, ''),
    );
    expect(() => withPackedLexiconUnpack("import { unpack } from 'efrt/src/unpack'")).toThrow(
      /lexicon index/,
    );
  });
});

describe('the engine bundles’ post-tagger patterns, without their reasons', () => {
  // Every file under a folder, as paths relative to it.
  const filesUnder = (dir: string, under = ''): string[] =>
    readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? filesUnder(dir, join(under, entry.name)) : [join(under, entry.name)],
    );
  type Match = Record<string, unknown>;
  const matchesOf = async (dir: string) =>
    ((await import(pathToFileURL(join(dir, 'index.js')).href)) as { default: { two: { matches: Match[] } } })
      .default.two.matches;

  test('every pattern is the shipped one, key for key, less its reason', async () => {
    const patchedModel = join(patchedDir, 'post-tagger-model');
    for (const file of filesUnder(POST_TAGGER_MODEL_DIR)) {
      mkdirSync(dirname(join(patchedModel, file)), { recursive: true });
      writeFileSync(
        join(patchedModel, file),
        withoutReasons(readFileSync(join(POST_TAGGER_MODEL_DIR, file), 'utf8')),
      );
    }
    const shipped = await matchesOf(POST_TAGGER_MODEL_DIR);
    const patched = await matchesOf(patchedModel);
    expect(shipped.filter((match) => 'reason' in match).length).toBeGreaterThan(500);
    const lessReason = shipped.map(({ reason: _reason, ...rest }) => rest);
    expect(patched).toStrictEqual(lessReason);
    expect(inOrder(patched)).toBe(inOrder(lessReason));
  });

  test('compromise reads a pattern’s reason only in its sweep tagger, to print it', () => {
    const compromise = resolve(root, 'node_modules/compromise/src');
    const readers = filesUnder(compromise).filter(
      (file) => file.endsWith('.js') && /\.reason\b/.test(readFileSync(join(compromise, file), 'utf8')),
    );
    expect(readers).toEqual(['1-one/sweep/methods/tagger/index.js']);
    const tagger = readFileSync(join(compromise, readers[0] as string), 'utf8');
    // The reason goes only into the labels that setTag and unTag print under DEBUG_TAGS.
    expect(tagger.match(/\breason\b/g)).toHaveLength(4);
    expect(tagger).toContain('const reason = todo.reason || todo.match');
    expect(tagger).toMatch(/setTag\(terms, todo\.tag, world, todo\.safe, `\[post\] '\$\{reason\}'`\)/);
    expect(tagger).toContain('unTag(terms, todo.unTag, world, todo.safe, reason)');
  });

  test('near misses: a reason first, last or alone goes; one written otherwise stops the build', () => {
    expect(withoutReasons("[{ reason: 'a-b', match: 'x' }, { match: 'y', reason: 'c' }]")).toBe(
      "[{  match: 'x' }, { match: 'y', }]",
    );
    expect(withoutReasons("{ reason: 'only' }")).toBe('{ }');
    expect(withoutReasons('// the reason he will is ...\n')).toBe('// the reason he will is ...\n');
    expect(() => withoutReasons('{ match: "x", reason: "double" }')).toThrow(/reason/);
    expect(() => withoutReasons('{ match: "x", reason: `tpl` }')).toThrow(/reason/);
  });
});

describe('the engine bundles’ compromise, without its debugging printers', () => {
  const compromise = resolve(root, 'node_modules/compromise/src');
  const sources = () =>
    readdirSync(compromise, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, text: readFileSync(join(compromise, file), 'utf8') }));

  test('the debug flags are read only to print, and set only by nlp.verbose(), which src/core never calls', () => {
    const setters = sources().filter(({ text }) => /env\.DEBUG_\w+ =/.test(text));
    expect(setters.map(({ file }) => join(compromise, file))).toEqual([VERBOSE_PATH]);
    for (const { file, text } of sources()) {
      if (join(compromise, file) === VERBOSE_PATH) continue;
      // Each flag is read as an if of its own, whose block only prints.
      const lines = text.split('\n');
      lines.forEach((line, at) => {
        if (!/env\.DEBUG_/.test(line)) return;
        expect({ file, line: line.trim() }).toEqual({
          file,
          line: expect.stringMatching(/^(\} else )?if \((found && |env && )?env\.DEBUG_(TAGS|CHUNKS)\) \{$/),
        });
        const end = lines.findIndex((row, after) => after > at && row.trim() === '}');
        for (const row of lines.slice(at + 1, end))
          expect({ file, row: row.trim() }).toEqual({
            file,
            row: expect.stringMatching(/^(console\.log\(|log\(|const str = \(term\.normal)/),
          });
      });
    }
    const core = join(root, 'src/core');
    const callers = readdirSync(core, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && /\.verbose\(/.test(readFileSync(join(core, file), 'utf8')),
    );
    expect(callers).toEqual([]);
  });

  test('reads the flags as off, and leaves the rest of the code as it was', () => {
    expect(withoutDebugFlags('if (env && env.DEBUG_TAGS) { log() }')).toBe('if (env && false) { log() }');
    expect(withoutDebugFlags('if (env.DEBUG_CHUNKS) {')).toBe('if (false) {');
    // Near misses: another object's flag, and the flag nlp.verbose() sets for the matcher.
    expect(withoutDebugFlags('options.DEBUG_TAGS; env.DEBUG_MATCH')).toBe(
      'options.DEBUG_TAGS; env.DEBUG_MATCH',
    );
  });

  test('the freeze printer becomes a no-op; one laid out otherwise stops the build', () => {
    const quiet = quietFreezeDebug(readFileSync(FREEZE_DEBUG_PATH, 'utf8'));
    expect(quiet).not.toContain('console');
    expect(() => quietFreezeDebug('const debug = (view) => view')).toThrow(/freeze printer/);
  });
});
