import type { Env } from '../env.ts';
import type { SignInThrottleRules } from './sign-in-throttle.ts';

export type AuthAction = 'sign-up' | 'reset';

export type AuthLimit = { limit: number; windowMs: number };

// Each delay step of the per-account slow-down; at most this many steps.
const MAX_SLOWDOWN_STEPS = 10;

// DESIGN §3: per IP and per e-mail, from RATE_LIMIT_* (defaults: 3 sign-ups and 3 reset e-mails
// per 10 minutes).
export function authLimit(env: Env, action: AuthAction): AuthLimit {
  switch (action) {
    case 'sign-up':
      return { limit: env.RATE_LIMIT_SIGN_UP_MAX, windowMs: env.RATE_LIMIT_SIGN_UP_WINDOW_S * 1000 };
    case 'reset':
      return { limit: env.RATE_LIMIT_RESET_MAX, windowMs: env.RATE_LIMIT_RESET_WINDOW_S * 1000 };
  }
}

export function authLimitKeys(action: AuthAction, { ip, email }: { ip: string; email: string }) {
  return [`${action}:ip:${ip}`, `${action}:email:${email}`];
}

// docs/decisions/013-issue-13-sign-in-backoff.md. Defaults: 3 failures a minute per account and IP
// pair and per IP; past 10 failures in 15 minutes on one account, every attempt waits 0.5 s more,
// up to 5 s.
export function signInRules(env: Env): SignInThrottleRules {
  const window = { limit: env.RATE_LIMIT_SIGN_IN_MAX, windowMs: env.RATE_LIMIT_SIGN_IN_WINDOW_S * 1000 };
  return {
    pair: window,
    ip: window,
    account: {
      slowAfter: env.RATE_LIMIT_SIGN_IN_ACCOUNT_SLOW_AFTER,
      windowMs: env.RATE_LIMIT_SIGN_IN_ACCOUNT_WINDOW_S * 1000,
      stepMs: env.RATE_LIMIT_SIGN_IN_SLOWDOWN_STEP_MS,
      maxDelayMs: env.RATE_LIMIT_SIGN_IN_SLOWDOWN_STEP_MS * MAX_SLOWDOWN_STEPS,
    },
  };
}
