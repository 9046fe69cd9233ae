import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createDeps } from './create-deps.ts';
import { openDatabase } from './db/open-database.ts';
import { appUrl, EnvError, parseEnv } from './env.ts';
import { loadEnvFile } from './load-env-file.ts';
import { createLogger } from './logger.ts';
import { createVoiceProviders } from './providers/voice/voice-providers.ts';
import { pruneExpiredBuckets } from './rate-limit/consume.ts';

const FORCED_EXIT_MS = 10_000;
const PRUNE_RATE_LIMITS_MS = 60 * 60 * 1000;

async function main() {
  loadEnvFile();
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: env.DATABASE_POOL_MAX,
    pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
    onConnectionError: (error) => logger.warn({ err: error }, 'a database connection was closed'),
  });
  logger.info({ database: database.kind }, 'database ready, migrations applied');
  const deps = createDeps({ env, logger, database });
  const app = createApp(deps);
  if (env.VOICE_WARM_UP === 'on') warmVoice(env, logger);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info({ port: info.port, url: appUrl(env) }, 'Calmly is listening');
  });

  const pruneTimer = setInterval(() => {
    pruneExpiredBuckets({ db: database.db }).catch((error: unknown) =>
      logger.warn({ err: error }, 'pruning rate-limit windows failed'),
    );
  }, PRUNE_RATE_LIMITS_MS).unref();

  // Close the server first (no new requests, finish the running ones), then the database.
  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    clearInterval(pruneTimer);
    setTimeout(() => {
      logger.warn('forced exit after timeout');
      process.exit(1);
    }, FORCED_EXIT_MS).unref();
    server.close(async () => {
      await deps.rateLimits.close();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

// Loads the offline voice engines now instead of on the first voice note (VOICE_WARM_UP=on).
function warmVoice(env: ReturnType<typeof parseEnv>, logger: ReturnType<typeof createLogger>) {
  createVoiceProviders(env, logger)
    .warm()
    .catch((error: unknown) => logger.warn({ err: error }, 'offline voice warm-up failed'));
}

main().catch((error) => {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
