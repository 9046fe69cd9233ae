import type { MiddlewareHandler } from 'hono';
import { AppError } from '../http/app-error.ts';
import type { AppBindings, AuthedBindings } from '../http/variables.ts';
import type { Auth } from './create-auth.ts';
import { type CapDeps, dropIfOverAge, signedSessionTokens } from './session-cap.ts';
import type { SessionUser } from './session-user.ts';

export type { AppBindings, AppVariables, AuthedBindings } from '../http/variables.ts';
export type { SessionUser } from './session-user.ts';

// Registered once in app.ts for every /api request: looks the session up lazily, at most once
// per request, and only for routes that ask (optionalUser / requireUser).
// A request without a session cookie signed by us is signed out: no lookup at all (issue 24).
export function sessionLoader(auth: Auth, cap: CapDeps): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    let pending: Promise<SessionUser | null> | undefined;
    c.set('user', null);
    c.set('loadUser', () => {
      pending ??= (async () => {
        if (signedSessionTokens(c, cap.secret).length === 0) return null;
        await dropIfOverAge(c, cap);
        const { headers, response } = await auth.api.getSession({
          headers: c.req.raw.headers,
          returnHeaders: true,
        });
        // A sliding refresh re-issues the cookie; pass it on.
        for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
        if (!response) return null;
        const { id, email, name } = response.user;
        return { id, email, name };
      })();
      return pending;
    });
    await next();
  };
}

// Sets c.get('user') when signed in, null otherwise.
export const optionalUser: MiddlewareHandler<AppBindings> = async (c, next) => {
  c.set('user', await c.get('loadUser')());
  await next();
};

// 401 { error: 'User not authenticated' } when signed out (spec §6).
export const requireUser: MiddlewareHandler<AuthedBindings> = async (c, next) => {
  const user = await c.get('loadUser')();
  if (!user) throw AppError.unauthenticated();
  c.set('user', user);
  await next();
};
