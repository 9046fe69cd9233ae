import type { Env } from '../env.ts';

export type AuthAction = 'sign-in' | 'sign-up' | 'reset';

export type AuthLimit = { limit: number; windowMs: number };

// DESIGN §3: per IP and per e-mail, from RATE_LIMIT_* (defaults: 3 sign-ins a minute, 3 sign-ups
// and 3 reset e-mails per 10 minutes).
export function authLimit(env: Env, action: AuthAction): AuthLimit {
  switch (action) {
    case 'sign-in':
      return { limit: env.RATE_LIMIT_SIGN_IN_MAX, windowMs: env.RATE_LIMIT_SIGN_IN_WINDOW_S * 1000 };
    case 'sign-up':
      return { limit: env.RATE_LIMIT_SIGN_UP_MAX, windowMs: env.RATE_LIMIT_SIGN_UP_WINDOW_S * 1000 };
    case 'reset':
      return { limit: env.RATE_LIMIT_RESET_MAX, windowMs: env.RATE_LIMIT_RESET_WINDOW_S * 1000 };
  }
}

export function authLimitKeys(action: AuthAction, { ip, email }: { ip: string; email: string }) {
  return [`${action}:ip:${ip}`, `${action}:email:${email}`];
}
