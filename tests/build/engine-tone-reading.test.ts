import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

// The web app's tone reading loads src/core/engine/on-device-tone.ts alone (issue 24: its download,
// with the parser, ≤ 180 KB gzip, bench:web). The rewriter's own code stays out of it: chrono-node
// (the message model reads time limits through the function build-message-model.ts passes) and the
// rewrite's explanations (the findings' hints are their own catalogue file). An import of either
// into the tone reading's modules would bring it back into that download unseen.
const ENTRY = resolve(import.meta.dirname, '../../src/core/engine/on-device-tone.ts');
// Value imports and re-exports; `import type` is erased from the bundle.
const IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms;

function toneReadingModules() {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const specifiers = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => match[1] as string);
    seen.set(file, specifiers);
    for (const specifier of specifiers)
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
  };
  visit(ENTRY);
  return seen;
}

describe("the browser's tone reading", () => {
  const modules = toneReadingModules();

  test('reads the message model and the tone findings', () => {
    const names = [...modules.keys()].map((file) => file.split('/src/core/')[1]);
    expect(names).toContain('rewrite/understand/message-model.ts');
    expect(names).toContain('tone/tone-findings.ts');
  });

  test('imports neither chrono-node nor the rewrite explanations', () => {
    const offending = [...modules].flatMap(([file, specifiers]) =>
      specifiers
        .filter(
          (specifier) => specifier === 'chrono-node' || /time-limits|rewrite-explanations/.test(specifier),
        )
        .map((specifier) => `${file.split('/src/core/')[1]} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
