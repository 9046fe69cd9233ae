import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress-assets.ts';
import { showcaseRewritesPlugin } from './scripts/showcase-rewrites.ts';

// The client is served by our own Hono server from dist/client; in dev, /api is proxied to it.
export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss(), showcaseRewritesPlugin(), precompressAssets()],
  build: { outDir: '../../dist/client', emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
