import type { Auth } from './auth/create-auth.ts';
import type { Database, DatabaseKind } from './db/database.ts';
import type { VoiceProfileRow } from './db/schema.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { RateLimitStores } from './rate-limit/rate-limit-store.ts';

// Everything the app is built from. Its own module, so routes depend on this type and app.ts
// depends on the routes: imports run one way.
export type AppDeps = {
  env: Env;
  logger: Logger;
  db: Database;
  dbKind: DatabaseKind;
  auth: Auth;
  mailer: Mailer;
  // Where rate-limit windows are counted (docs/decisions/013-issue-13-rate-limit-stores.md).
  // Missing means "build the default ones from env and db".
  rateLimits?: RateLimitStores | undefined;
  // Where the development outbox lives, when e-mail goes there instead of SMTP.
  outboxDir?: string | undefined;
  // DESIGN §4: called after a profile row is deleted, to delete the provider's voice. Its
  // failures are logged and never block the deletion. Wired by the voice feature.
  onVoiceProfileDeleted?: ((row: VoiceProfileRow) => Promise<void>) | undefined;
};
