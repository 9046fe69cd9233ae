import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Issue 13 item 8: the server sends built files precompressed (serveStatic's `precompressed`),
// so each text file gets a .br and a .gz next to it once, at build time, at the highest levels.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;
const MIN_BYTES = 1024;

export function precompressDirectory(dir: string) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      precompressDirectory(path);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  }
}

// A Vite plugin, so every `vite build` (npm start, test:e2e, bench:web) writes them.
export function precompressAssets() {
  let outDir = '';
  return {
    name: 'calmly-precompress-assets',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDirectory(outDir);
    },
  };
}
