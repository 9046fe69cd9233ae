import { Hono } from 'hono';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import { serveClient } from './static.ts';

export type AppDeps = { env: Env; logger: Logger };

// One origin serves the API under /api and the built client for everything else.
export function createApp(deps: AppDeps) {
  const api = new Hono().get('/health', (c) => c.json({ ok: true }));

  const app = new Hono().route('/api', api);
  serveClient(app, deps);
  return app;
}

export type AppType = ReturnType<typeof createApp>;
