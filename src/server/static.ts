import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { MESSAGES } from '../core/catalog/messages.ts';
import { APP_PATHS } from '../core/constants.ts';
import type { AppDeps } from './app.ts';

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
  // No router (spec §2): the app's pages get the app shell, which decides the view by state. Any
  // other path is answered 404, with the same shell: the client shows its not-found page there.
  // Development pages (the outbox) are mounted only in development: elsewhere their paths are a
  // plain 404, never the app shell, so nothing looks like an outbox in production (issue 15).
  app.get('*', (c) => {
    if (isDevPath(c.req.path)) return c.json({ error: MESSAGES.NOT_FOUND, code: 'NOT_FOUND' }, 404);
    return c.html(indexHtml, APP_PATHS.includes(c.req.path) ? 200 : 404);
  });
}

const isDevPath = (path: string) => path === '/dev' || path.startsWith('/dev/');
