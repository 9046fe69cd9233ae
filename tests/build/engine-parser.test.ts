import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { KEPT_PLUGINS, LEFT_OUT_PLUGINS, pluginPath } from '../../scripts/engine-parser.ts';

// The engine bundles leave some compromise plugins out (scripts/engine-parser.ts). That is only
// safe while src/core calls none of their methods, and while the plugins left out add methods only.
const root = resolve(import.meta.dirname, '../..');
type CompromisePlugin = { api?: (view: unknown) => void; compute?: unknown; hooks?: unknown };

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

// Names that strings and arrays have too ("text.normalize('NFC')") are not compromise calls.
const BUILT_IN = new Set([
  ...Object.getOwnPropertyNames(String.prototype),
  ...Object.getOwnPropertyNames(Array.prototype),
]);

describe('the engine bundles’ compromise', () => {
  test('kept and left-out plugins are all of compromise’s three build', () => {
    const three = readFileSync(join(root, 'node_modules/compromise/src/three.js'), 'utf8');
    const registered = [...three.matchAll(/from '\.\/3-three\/([\w-]+)\/plugin\.js'/g)].map((m) => m[1]);
    expect([...KEPT_PLUGINS, ...LEFT_OUT_PLUGINS].sort()).toEqual(registered.sort());
  });

  test('the plugins left out add no tags, lexicon or parse-time compute', async () => {
    for (const name of LEFT_OUT_PLUGINS) {
      const plugin = await loadPlugin(name);
      const extra = Object.keys(plugin).filter((key) => key !== 'api' && key !== 'compute');
      expect({ name, extra }).toEqual({ name, extra: [] });
      expect({ name, hooks: plugin.hooks }).toEqual({ name, hooks: undefined });
    }
  });

  test('src/core calls none of the methods left out', async () => {
    // .redact() stays in (its plugin adds a tag) but calls .people(), .numbers() and the like.
    const leftOut = [...(await Promise.all(LEFT_OUT_PLUGINS.map(methodsOf))).flat(), 'redact'];
    expect(leftOut).toEqual(expect.arrayContaining(['numbers', 'sentences', 'pronouns']));
    const sources = coreSources().map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    const calls = leftOut
      .filter((method) => !BUILT_IN.has(method))
      .flatMap((method) =>
        sources
          .filter(({ text }) => new RegExp(`\\.${method}\\(`).test(text))
          .map(({ path }) => `${path.replace(`${root}/`, '')}: .${method}()`),
      );
    expect(calls).toEqual([]);
  });
});
