import { AppError } from '../http/app-error.ts';
import type { RateLimitStore } from '../rate-limit/rate-limit-store.ts';

// docs/decisions/013-issue-13-sign-in-backoff.md (OWASP ASVS 5.0 V6.3.1): failed sign-ins are
// counted three ways, and only the first two ever refuse:
// - per account and IP pair: a short window that blocks, then expires by itself;
// - per IP: one address spraying many accounts is stopped the same way;
// - per account, from every IP: a ceiling that only slows attempts down, so a stranger elsewhere
//   can never lock the owner out.
// Successful sign-ins give their attempt back, so only failures use up the budgets.

export type SignInThrottleRules = {
  pair: { limit: number; windowMs: number };
  ip: { limit: number; windowMs: number };
  account: { slowAfter: number; windowMs: number; stepMs: number; maxDelayMs: number };
};

export type SignInAttempt = { email: string; ip: string };

const ipKey = ({ ip }: SignInAttempt) => `sign-in:ip:${ip}`;
const accountPrefix = (email: string) => `sign-in:account:${email}:`;
const accountKey = ({ email }: SignInAttempt) => `${accountPrefix(email)}all`;
const pairKey = ({ email, ip }: SignInAttempt) => `${accountPrefix(email)}ip:${ip}`;

export function createSignInThrottle(options: {
  store: RateLimitStore;
  rules: SignInThrottleRules;
  sleep?: (ms: number) => Promise<void>;
}) {
  const { store, rules } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));

  return {
    // Counts the attempt before the password is checked, so concurrent guesses cannot slip past
    // a stale count. Throws 429 when the pair or the IP is over its window; waits when the
    // account as a whole has seen many failures.
    async before(attempt: SignInAttempt) {
      const [pair, ip, account] = await Promise.all([
        store.consume(pairKey(attempt), rules.pair),
        store.consume(ipKey(attempt), rules.ip),
        store.consume(accountKey(attempt), {
          limit: rules.account.slowAfter,
          windowMs: rules.account.windowMs,
        }),
      ]);
      const blocked = [pair, ip].filter((result) => !result.allowed);
      if (blocked.length > 0) throw AppError.tooManyRequests(Math.max(...blocked.map((r) => r.retryAfterS)));
      const delayMs = accountDelayMs(account.count, rules.account);
      if (delayMs > 0) await sleep(delayMs);
      return { delayMs };
    },
    async succeeded(attempt: SignInAttempt) {
      await Promise.all([pairKey, ipKey, accountKey].map((key) => store.refund(key(attempt))));
    },
    // After a password reset the owner starts afresh, whatever strangers tried before: the
    // account's windows go, and so does the IP window of the person who held the reset link.
    async forgetAccount(attempt: SignInAttempt) {
      await Promise.all([store.clear(accountPrefix(attempt.email)), store.clear(ipKey(attempt))]);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

// Grows by one step per failure past the ceiling, up to a cap: slow for a guesser, a short wait
// for the owner.
export function accountDelayMs(count: number, rule: SignInThrottleRules['account']) {
  const excess = count - rule.slowAfter;
  return excess > 0 ? Math.min(excess * rule.stepMs, rule.maxDelayMs) : 0;
}
