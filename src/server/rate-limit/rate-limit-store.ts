// Where fixed-window counters live (docs/decisions/013-issue-13-rate-limit-stores.md): one
// interface, three stores (this process's memory, the database, Redis), picked once at start-up.

export type RateLimitResult = { allowed: boolean; count: number; retryAfterS: number };

export type RateLimitRule = { limit: number; windowMs: number };

export type RateLimitStore = {
  // Counts one attempt under `key` and says whether it is within the rule. Atomic per key.
  consume(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  // Gives one attempt back, e.g. after a successful sign-in.
  refund(key: string): Promise<void>;
  // Forgets every window whose key starts with `prefix`, e.g. an account's failed sign-ins after
  // its password was reset.
  clear(prefix: string): Promise<void>;
};

// `api`: the per-IP limits of analysis, rewrites and voice (hot paths, must be cheap).
// `accounts`: sign-in, sign-up and reset limits (rare, must hold across every instance).
export type RateLimitStores = { api: RateLimitStore; accounts: RateLimitStore; close(): Promise<void> };
