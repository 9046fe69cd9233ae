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
import { consume, refund } from '../rate-limit/consume.ts';
import { type AuthAction, authLimit, authLimitKeys } from './auth-limits.ts';
import { normalizeAuthResponse } from './auth-response.ts';
import type { Auth } from './create-auth.ts';
import { forwardToAuth } from './forward-to-auth.ts';

type AuthRouteDeps = { env: Env; db: Database; auth: Auth };

// better-auth on Hono under /api/auth. The endpoints the app uses are checked first with the
// catalogue's messages (spec §5) and rate limited per IP and per e-mail (DESIGN §3):
//   POST sign-up/email {email,password,name} · POST sign-in/email {email,password}
//   POST sign-out · GET get-session · POST request-password-reset {email}
//   POST reset-password {token,newPassword} · POST update-user {name}
export function createAuthRoutes(deps: AuthRouteDeps) {
  const { env, auth } = deps;
  const guarded = <S extends z.ZodType>(schema: S, prepare: (body: z.output<S>) => Guard) =>
    guardedRoute(deps, schema, prepare);

  return new Hono<AppBindings>()
    .post(
      '/sign-up/email',
      guarded(SignUpBodySchema, (body) => ({ body, limit: { action: 'sign-up', email: body.email } })),
    )
    .post(
      '/sign-in/email',
      guarded(SignInSchema, (body) => ({ body, limit: { action: 'sign-in', email: body.email } })),
    )
    .post(
      '/request-password-reset',
      guarded(ResetRequestSchema, (body) => ({
        // The link in the e-mail leads back to APP_URL, whatever the request said.
        body: { email: body.email, redirectTo: `${appUrl(env)}${RESET_PASSWORD_PATH}` },
        limit: { action: 'reset', email: body.email },
      })),
    )
    .post(
      '/reset-password',
      guarded(ResetPasswordSchema, (body) => ({ body })),
    )
    .post(
      '/update-user',
      // spec §6: the full name is editable, the e-mail is read-only.
      guarded(UpdateUserBodySchema, (body) => ({ body })),
    )
    .on(['GET', 'POST'], '/*', async (c) => normalizeAuthResponse(await forwardToAuth(c, auth)));
}

type Guard = { body: unknown; limit?: { action: AuthAction; email: string } };

function guardedRoute<S extends z.ZodType>(
  { env, db, auth }: AuthRouteDeps,
  schema: S,
  prepare: (body: z.output<S>) => Guard,
) {
  return async (c: Context<AppBindings>) => {
    const parsed = schema.safeParse(await readJson(c));
    if (!parsed.success) throw AppError.invalidRequest(parsed.error.issues[0]?.message);
    const { body, limit } = prepare(parsed.data);
    const keys = limit ? authLimitKeys(limit.action, { ip: c.get('clientIp'), email: limit.email }) : [];
    if (limit) {
      const rule = authLimit(env, limit.action);
      const results = await Promise.all(keys.map((key) => consume({ db, key, ...rule })));
      const blocked = results.filter((result) => !result.allowed);
      if (blocked.length > 0) throw AppError.tooManyRequests(Math.max(...blocked.map((r) => r.retryAfterS)));
    }
    const response = await forwardToAuth(c, auth, JSON.stringify(body));
    // Only failed sign-ins use up the budget: "the 4th wrong sign-in" is the one refused.
    if (limit?.action === 'sign-in' && response.ok) await Promise.all(keys.map((key) => refund({ db, key })));
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
