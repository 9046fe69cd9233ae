import type { AppDeps } from './app-deps.ts';
import { createAuth } from './auth/create-auth.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import { createMailer, outboxDir } from './mail/create-mailer.ts';
import { configureSharedRewritePool } from './providers/chat/rewrite-pool.ts';
import { createVoiceProfileDeletedHook } from './providers/voice/voice-profile-deleted-hook.ts';
import { createRateLimitStores } from './rate-limit/create-rate-limit-stores.ts';

// Everything createApp needs, from the parsed environment and an open database.
export function createDeps({
  env,
  logger,
  database,
}: {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
}) {
  configureSharedRewritePool({ size: env.REWRITE_POOL_SIZE, maxQueue: env.REWRITE_QUEUE_MAX });
  const mailer = createMailer(env);
  const deps: AppDeps = {
    env,
    logger,
    db: database.db,
    dbKind: database.kind,
    mailer,
    outboxDir: env.SMTP_URL ? undefined : outboxDir(env),
    auth: createAuth({ env, db: database.db, logger, mailer }),
    rateLimits: createRateLimitStores({ env, db: database.db, logger }),
    onVoiceProfileDeleted: createVoiceProfileDeletedHook({ env, logger, db: database.db }),
  };
  return deps as AppDeps & { rateLimits: NonNullable<AppDeps['rateLimits']> };
}
