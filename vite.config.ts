import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ENGINE_CHUNKS, ENGINE_JSON } from './scripts/engine-chunks.ts';
import { engineLibraries } from './scripts/engine-libraries.ts';
import { engineParser } from './scripts/engine-parser.ts';
import { precompressAssets } from './scripts/precompress-assets.ts';
import { serviceWorker } from './scripts/service-worker-plugin.ts';
import { showcaseRewritesPlugin } from './scripts/showcase-rewrites.ts';

// The client is served by our own Hono server from dist/client; in dev, /api is proxied to it.
export default defineConfig({
  root: 'src/client',
  plugins: [
    engineParser(),
    engineLibraries(),
    react(),
    tailwindcss(),
    showcaseRewritesPlugin(),
    serviceWorker(),
    precompressAssets(),
  ],
  json: ENGINE_JSON,
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: ENGINE_CHUNKS } } },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
