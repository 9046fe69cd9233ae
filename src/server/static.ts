import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { MESSAGES } from '../core/catalog/messages.ts';
import { APP_PATHS } from '../core/constants.ts';
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
  // No router (spec §2): the app's pages get the app shell, which decides the view by state. Any
  // other path is answered 404, with the same shell: the client shows its not-found page there.
  // Development pages (the outbox) are mounted only in development: elsewhere their paths are a
  // plain 404, never the app shell, so nothing looks like an outbox in production (issue 15).
  app.get('*', (c) => {
    if (isDevPath(c.req.path)) return c.json({ error: MESSAGES.NOT_FOUND, code: 'NOT_FOUND' }, 404);
    c.header('Cache-Control', SHELL_CACHE);
    return c.html(indexHtml, APP_PATHS.includes(c.req.path) ? 200 : 404);
  });
}

const isDevPath = (path: string) => path === '/dev' || path.startsWith('/dev/');
