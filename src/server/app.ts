import { Hono } from 'hono';
import { createAuthRoutes } from './auth/auth-routes.ts';
import type { Auth } from './auth/create-auth.ts';
import { sessionLoader } from './auth/session.ts';
import { dropOverAgeSession } from './auth/session-cap.ts';
import type { Database, DatabaseKind } from './db/database.ts';
import type { VoiceProfileRow } from './db/schema.ts';
import { appUrl, type Env, trustedOrigins } from './env.ts';
import { bodyRules } from './http/body-rules.ts';
import { clientIp } from './http/client-ip.ts';
import { apiNotFound, createErrorHandler } from './http/error-handler.ts';
import { originCheck } from './http/origin-check.ts';
import { securityHeaders } from './http/security-headers.ts';
import type { AppBindings } from './http/variables.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import { createDevOutboxRoutes } from './routes/dev-outbox.ts';
import { createSpeechRoutes } from './routes/speech.ts';
import { createTransformRoutes } from './routes/transform.ts';
import { createVoiceProfileRoutes } from './routes/voice-profiles.ts';
import { createVoiceRoutes } from './routes/voices.ts';
import { createWordListsRoutes } from './routes/word-lists.ts';
import { serveClient } from './static.ts';

export type AppDeps = {
  env: Env;
  logger: Logger;
  db: Database;
  dbKind: DatabaseKind;
  auth: Auth;
  mailer: Mailer;
  // Where the development outbox lives, when e-mail goes there instead of SMTP.
  outboxDir?: string | undefined;
  // DESIGN §4: called after a profile row is deleted, to delete the provider's voice. Its
  // failures are logged and never block the deletion. Wired by the voice feature.
  onVoiceProfileDeleted?: ((row: VoiceProfileRow) => Promise<void>) | undefined;
};

// One origin serves the API under /api and the built client for everything else.
export function createApp(deps: AppDeps) {
  const { env, logger, db, auth } = deps;

  // Guards for every /api route, so sub-apps never repeat them (DESIGN §3).
  const api = new Hono<AppBindings>()
    .use('*', clientIp(env))
    .use('*', async (c, next) => {
      await next();
      // Answers may carry personal data; no cache keeps them.
      c.header('Cache-Control', 'no-store');
    })
    .use('*', originCheck(trustedOrigins(env)))
    .use('*', bodyRules())
    .use('*', dropOverAgeSession({ db, env }))
    .use('*', sessionLoader(auth))
    .get('/health', (c) => c.json({ ok: true }))
    .route('/auth', createAuthRoutes(deps))
    .route('/voice-profiles', createVoiceProfileRoutes(deps))
    .route('/speech', createSpeechRoutes(deps))
    .route('/voices', createVoiceRoutes(deps))
    .route('/word-lists', createWordListsRoutes(deps))
    .route('/', createTransformRoutes(deps));

  const app = new Hono()
    .use('*', securityHeaders({ isHttps: appUrl(env).startsWith('https://') }))
    .route('/api', api)
    .all('/api/*', apiNotFound);
  app.onError(createErrorHandler(logger));
  if (env.NODE_ENV !== 'production' && deps.outboxDir) {
    app.route('/dev', createDevOutboxRoutes(deps.outboxDir));
  }
  serveClient(app, deps);
  return app;
}

export type AppType = ReturnType<typeof createApp>;
