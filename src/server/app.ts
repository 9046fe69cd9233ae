import { Hono } from 'hono';
import type { AppDeps } from './app-deps.ts';
import { createAuthRoutes } from './auth/auth-routes.ts';
import { resolveAuthSecret } from './auth/auth-secret.ts';
import { sessionLoader } from './auth/session.ts';
import { dropOverAgeSession } from './auth/session-cap.ts';
import { appUrl, extensionOrigins, trustedOrigins } from './env.ts';
import { bodyRules } from './http/body-rules.ts';
import { clientIp } from './http/client-ip.ts';
import { apiNotFound, createErrorHandler } from './http/error-handler.ts';
import { loopbackOnly } from './http/loopback-only.ts';
import { markNoStore } from './http/no-store.ts';
import { originCheck } from './http/origin-check.ts';
import { securityHeaders } from './http/security-headers.ts';
import { dropUnsafeCookies, rejectUnsafeUrl } from './http/text-guard.ts';
import type { AppBindings } from './http/variables.ts';
import { createRateLimitStores } from './rate-limit/create-rate-limit-stores.ts';
import { createDevOutboxRoutes } from './routes/dev-outbox.ts';
import { createSpeechRoutes } from './routes/speech.ts';
import { createTransformRoutes } from './routes/transform.ts';
import { createVoiceProfileRoutes } from './routes/voice-profiles.ts';
import { createVoiceRoutes } from './routes/voices.ts';
import { createWordListsRoutes } from './routes/word-lists.ts';
import { serveClient } from './static.ts';

// What the browser extension calls when a Calmly server is set in its options (src/extension/
// server-transform.ts): the rewrite, with the signed-in word lists and the AI provider. The
// provider's keys stay here; the extension only ever gets the rewrite.
export const EXTENSION_ROUTES = ['/api/transform'];

// One origin serves the API under /api and the built client for everything else.
export function createApp(appDeps: AppDeps) {
  // Tests and the CLI may leave the stores out: the defaults need no service (memory + database).
  const rateLimits =
    appDeps.rateLimits ?? createRateLimitStores({ env: {}, db: appDeps.db, logger: appDeps.logger });
  const deps = { ...appDeps, rateLimits };
  const { env, logger, db, auth } = deps;
  const sessionCap = { db, env, secret: resolveAuthSecret(env) };

  // Guards for every /api route, so sub-apps never repeat them (DESIGN §3).
  const api = new Hono<AppBindings>()
    .use('*', clientIp(env))
    .use('*', async (c, next) => {
      await next();
      // Answers may carry personal data; no cache keeps them.
      markNoStore(c);
    })
    .use('*', originCheck(trustedOrigins(env), { origins: extensionOrigins(env), paths: EXTENSION_ROUTES }))
    .use('*', bodyRules())
    .use('*', dropUnsafeCookies())
    .use('*', dropOverAgeSession(sessionCap))
    .use('*', sessionLoader(auth, sessionCap))
    .get('/health', (c) => c.json({ ok: true }))
    .route('/auth', createAuthRoutes(deps))
    .route('/voice-profiles', createVoiceProfileRoutes(deps))
    .route('/speech', createSpeechRoutes(deps))
    .route('/voices', createVoiceRoutes(deps))
    .route('/word-lists', createWordListsRoutes(deps))
    .route('/', createTransformRoutes(deps));

  const app = new Hono()
    .use('*', securityHeaders({ isHttps: appUrl(env).startsWith('https://') }))
    .use('*', rejectUnsafeUrl())
    .route('/api', api)
    .all('/api/*', apiNotFound);
  app.onError(createErrorHandler(logger));
  if (env.NODE_ENV !== 'production' && deps.outboxDir) {
    app.use('/dev/*', loopbackOnly());
    app.route('/dev', createDevOutboxRoutes(deps.outboxDir));
  }
  serveClient(app, deps);
  return app;
}

export type AppType = ReturnType<typeof createApp>;
