import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppDeps } from './app-deps.ts';

const CLIENT_DIR = resolve(import.meta.dirname, '../../dist/client');
// Vite names every file under /assets by its content hash: a changed file is a new URL.
const HASHED_CACHE = 'public, max-age=31536000, immutable';
// The app shell names the current hashed files, so a browser must check it again on each visit.
const SHELL_CACHE = 'no-cache';

export function serveClient(app: Hono, { logger }: Pick<AppDeps, 'logger'>, clientDir = CLIENT_DIR) {
  const indexPath = resolve(clientDir, 'index.html');
  if (!existsSync(indexPath)) {
    logger.warn({ CLIENT_DIR: clientDir }, 'client build not found: run `npm run build` first');
    return;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  // Issue 13 item 8: the build writes .br and .gz next to each file (scripts/precompress-assets.ts);
  // serveStatic picks the best one the browser accepts and sets Content-Encoding and Vary.
  app.use('/assets/*', async (c, next) => {
    await next();
    // Set on the finished answer: serveStatic builds it before its onFound hook runs.
    if (c.res.ok) c.res.headers.set('Cache-Control', HASHED_CACHE);
  });
  app.use('/assets/*', serveStatic({ root: clientDir, precompressed: true }));
  app.use('*', serveStatic({ root: clientDir, precompressed: true }));
  // No router (spec §2): every other GET path gets the app shell, which decides the view by state.
  app.get('*', (c) => {
    c.header('Cache-Control', SHELL_CACHE);
    return c.html(indexHtml);
  });
}
