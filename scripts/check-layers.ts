// Enforces the one-way layering of docs/architecture.md: core imports neither server nor client,
// server never imports client, client takes at most `import type` from the server, and the browser
// extension (issue 23), a surface of its own, imports core only.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const src = join(root, 'src');

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

const layerOf = (path: string) => relative(src, path).split('/')[0];
const importPattern = /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gm;
const problems: string[] = [];

for (const file of walk(src)) {
  const layer = layerOf(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(importPattern)) {
    const [, , typeOnly, spec] = match;
    if (!spec?.startsWith('.')) {
      if (layer === 'core' && /^(node:|hono|better-auth|drizzle|pg$|@electric-sql|react)/.test(spec ?? '')) {
        problems.push(`${relative(root, file)}: core must stay pure, but imports '${spec}'`);
      }
      continue;
    }
    const targetPath = resolve(dirname(file), spec);
    const target = layerOf(targetPath);
    // Tests next to the code may use the shared test support under tests/; shipped code may not.
    if (target === '..') {
      if (!/\.test\.tsx?$/.test(file))
        problems.push(`${relative(root, file)}: imports outside src ('${spec}')`);
      continue;
    }
    if (target === layer || target === 'core') continue;
    // The CLI is a thin shell over core and the server's providers.
    if (layer === 'cli' && target === 'server') continue;
    if (layer === 'client' && target === 'server' && typeOnly) continue;
    // The extension runs in a browser on any site: core's pure engine and nothing of the others.
    problems.push(`${relative(root, file)}: ${layer} may not import ${target} ('${spec}')`);
  }
}

if (problems.length > 0) {
  console.error(`Layer check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Layer check: core, server, client, CLI and extension import one way only.');
