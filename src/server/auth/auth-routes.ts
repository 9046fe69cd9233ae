import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import {
  RESET_PASSWORD_PATH,
  ResetPasswordSchema,
  ResetRequestSchema,
  SignInSchema,
  SignUpBodySchema,
  UpdateUserBodySchema,
} from '../../core/account.ts';
import type { Database } from '../db/database.ts';
import { appUrl, type Env } from '../env.ts';
import { AppError } from '../http/app-error.ts';
import type { AppBindings } from '../http/variables.ts';
import type { RateLimitStores } from '../rate-limit/rate-limit-store.ts';
import { type AuthAction, authLimit, authLimitKeys, signInRules } from './auth-limits.ts';
import { normalizeAuthResponse } from './auth-response.ts';
import type { Auth } from './create-auth.ts';
import { forwardToAuth } from './forward-to-auth.ts';
import { findResetTokenOwner, revokeResetTokens } from './reset-tokens.ts';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle.ts';

type AuthRouteDeps = { env: Env; db: Database; auth: Auth; rateLimits: RateLimitStores };

// better-auth on Hono under /api/auth. The endpoints the app uses are checked first with the
// catalogue's messages (spec §5) and rate limited per IP and per e-mail (DESIGN §3):
//   POST sign-up/email {email,password,name} · POST sign-in/email {email,password}
//   POST sign-out · GET get-session · POST request-password-reset {email}
//   POST reset-password {token,newPassword} · POST update-user {name}
export function createAuthRoutes(deps: AuthRouteDeps) {
  const { env, auth } = deps;
  const throttle = createSignInThrottle({ store: deps.rateLimits.accounts, rules: signInRules(env) });
  const guarded = <S extends z.ZodType>(schema: S, prepare: (body: z.output<S>) => Guard) =>
    guardedRoute(deps, schema, prepare);

  return new Hono<AppBindings>()
    .post(
      '/sign-up/email',
      guarded(SignUpBodySchema, (body) => ({ body, limit: { action: 'sign-up', email: body.email } })),
    )
    .post('/sign-in/email', signInRoute(deps, throttle))
    .post(
      '/request-password-reset',
      guarded(ResetRequestSchema, (body) => ({
        // The link in the e-mail leads back to APP_URL, whatever the request said.
        body: { email: body.email, redirectTo: `${appUrl(env)}${RESET_PASSWORD_PATH}` },
        limit: { action: 'reset', email: body.email },
      })),
    )
    .post('/reset-password', resetPasswordRoute(deps, throttle))
    .post(
      '/update-user',
      // spec §6: the full name is editable, the e-mail is read-only.
      guarded(UpdateUserBodySchema, (body) => ({ body })),
    )
    .on(['GET', 'POST'], '/*', async (c) => normalizeAuthResponse(await forwardToAuth(c, auth)));
}

type Guard = { body: unknown; limit?: { action: AuthAction; email: string } };

function guardedRoute<S extends z.ZodType>(
  { env, auth, rateLimits }: AuthRouteDeps,
  schema: S,
  prepare: (body: z.output<S>) => Guard,
) {
  return async (c: Context<AppBindings>) => {
    const parsed = schema.safeParse(await readJson(c));
    if (!parsed.success) throw AppError.invalidRequest(parsed.error.issues[0]?.message);
    const { body, limit } = prepare(parsed.data);
    if (limit) {
      const keys = authLimitKeys(limit.action, { ip: c.get('clientIp'), email: limit.email });
      const rule = authLimit(env, limit.action);
      const results = await Promise.all(keys.map((key) => rateLimits.accounts.consume(key, rule)));
      const blocked = results.filter((result) => !result.allowed);
      if (blocked.length > 0) throw AppError.tooManyRequests(Math.max(...blocked.map((r) => r.retryAfterS)));
    }
    return normalizeAuthResponse(await forwardToAuth(c, auth, JSON.stringify(body)));
  };
}

// Sign-in goes through the throttle (docs/decisions/013-issue-13-sign-in-backoff.md): only
// failures use up the budgets, "the 4th wrong sign-in" from one place is the one refused.
function signInRoute({ auth }: AuthRouteDeps, throttle: SignInThrottle) {
  return async (c: Context<AppBindings>) => {
    const parsed = SignInSchema.safeParse(await readJson(c));
    if (!parsed.success) throw AppError.invalidRequest(parsed.error.issues[0]?.message);
    const attempt = { email: parsed.data.email, ip: c.get('clientIp') };
    await throttle.before(attempt);
    const response = await forwardToAuth(c, auth, JSON.stringify(parsed.data));
    if (response.ok) await throttle.succeeded(attempt);
    return normalizeAuthResponse(response);
  };
}

// A completed reset voids the account's other reset links and forgets its failed sign-ins, so
// the owner with the new password signs in at once, whatever a stranger tried.
function resetPasswordRoute({ db, auth }: AuthRouteDeps, throttle: SignInThrottle) {
  return async (c: Context<AppBindings>) => {
    const parsed = ResetPasswordSchema.safeParse(await readJson(c));
    if (!parsed.success) throw AppError.invalidRequest(parsed.error.issues[0]?.message);
    const owner = await findResetTokenOwner({ db, token: parsed.data.token });
    const response = await forwardToAuth(c, auth, JSON.stringify(parsed.data));
    if (response.ok && owner) {
      await revokeResetTokens({ db, userId: owner.userId });
      await throttle.forgetAccount({ email: owner.email, ip: c.get('clientIp') });
    }
    return normalizeAuthResponse(response);
  };
}

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw AppError.invalidRequest();
  }
}
