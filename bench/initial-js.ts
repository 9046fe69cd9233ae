import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

// What a browser must download before a built page or module can run: the file plus every chunk it
// imports statically (lazy chunks excluded), measured gzip -9.
export const kb = (bytes: number) => bytes / 1024;
export const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

// Static imports in Rollup/Rolldown output: `import{a as b}from"./x.js"`, `import"./x.js"`, or a
// re-export, `export{a as b}from"./x.js"` (an entry whose code is all in a shared chunk).
// Dynamic `import("./x.js")` has a parenthesis and is not matched: those chunks load on demand.
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import\s*(?:[\w$*{},\s]+?from\s*)?|export\s*[\w$*{},\s]+?from\s*)["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(["'`]([^"'`]+\.js)["'`]\)/g;
// A chunk named in a string and imported by that name at run time (the extension's panel lists its
// engine's files, src/extension/panel/engine.ts): it is loaded on demand all the same.
const NAMED_CHUNK = /(?<![\w/.-])((?:\.\/)?chunks\/[\w.-]+\.js)/g;

export function staticGraph(entry: string, seen = new Set<string>()) {
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) visit(resolve(dirname(file), match[1] ?? ''));
  };
  visit(entry);
  return [...seen];
}

// The static graph plus everything it can load on demand: a module with all it may ever need.
export function fullGraph(entry: string) {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    for (const file of staticGraph(pending.pop() ?? '', seen)) {
      const code = readFileSync(file, 'utf8');
      for (const match of [...code.matchAll(DYNAMIC_IMPORT), ...code.matchAll(NAMED_CHUNK)]) {
        const lazy = resolve(dirname(file), match[1] ?? '');
        if (!seen.has(lazy)) pending.push(lazy);
      }
    }
  }
  return [...seen];
}

// The landing page's initial JS and CSS, from the built index.html.
export function landingAssets(clientDir: string) {
  const html = readFileSync(resolve(clientDir, 'index.html'), 'utf8');
  const fromRoot = (href: string) => resolve(clientDir, href.replace(/^\//, ''));
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) =>
    fromRoot(m[1] ?? ''),
  );
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) =>
    fromRoot(m[1] ?? ''),
  );
  const js = [...new Set(entries.flatMap((entry) => staticGraph(entry)))];
  return { js, css };
}
