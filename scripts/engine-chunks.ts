// How the engine (src/core/engine/on-device-engine.ts) is cut into lazily loaded chunks, the same in
// the web app and the extension (issues 23 and 24). compromise, the message parser (its tagger and
// lexicon, ~117 KB gzip, as scripts/engine-parser.ts registers it), is one chunk; the rest of the
// engine (our rules, chrono-node, sentiment, obscenity, cuss, the learned detox edits) the other.
// None loads on the landing's first paint. The web app's tone reading asks only for
// engine/on-device-tone.ts, so the bundler leaves the rewriter's own code (planning, wording, the
// checks, chrono-node) in on-device-engine's chunk, fetched when a rewrite runs on the device; the
// extension asks for the whole engine at once.
export const ENGINE_CHUNKS = [
  {
    name: 'engine-parser',
    test: /node_modules[\\/](compromise|efrt|grad-school|suffix-thumb)[\\/]|calmly-engine-parser/,
  },
];

// JSON modules as one default export only. Vite's default also gives each top-level key its own
// named export; when a CommonJS package require()s the JSON (sentiment's AFINN labels.json), the
// bundle then carries the whole table twice, once as the namespace's getters: ~14 KB gzip of the
// engine chunk. No code of ours imports a JSON key by name.
export const ENGINE_JSON = { namedExports: false } as const;
