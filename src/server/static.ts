import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppDeps } from './app-deps.ts';

const CLIENT_DIR = resolve(import.meta.dirname, '../../dist/client');

export function serveClient(app: Hono, { logger }: AppDeps) {
  const indexPath = resolve(CLIENT_DIR, 'index.html');
  if (!existsSync(indexPath)) {
    logger.warn({ CLIENT_DIR }, 'client build not found: run `npm run build` first');
    return;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  app.use(
    '/assets/*',
    serveStatic({
      root: CLIENT_DIR,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root: CLIENT_DIR }));
  // No router (spec §2): every other GET path gets the app shell, which decides the view by state.
  app.get('*', (c) => c.html(indexHtml));
}
