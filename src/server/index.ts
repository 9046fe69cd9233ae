import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { appUrl, EnvError, parseEnv } from './env.ts';
import { createLogger } from './logger.ts';

async function main() {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const app = createApp({ env, logger });
  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    logger.info({ port: info.port, url: appUrl(env) }, 'Calmly is listening');
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
