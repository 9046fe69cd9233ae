import type { RateLimitResult, RateLimitRule, RateLimitStore } from './rate-limit-store.ts';

type Window = { count: number; endsAt: number };

const SWEEP_EVERY_MS = 60_000;

// Fixed windows in this process's memory: no I/O on the hot path. Each instance counts on its
// own, so N instances without a shared store allow up to N times the limit (see the ADR).
export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, Window>();
  let lastSweep = now();

  // Expired windows carry no information; drop them now and then so memory stays bounded by
  // the number of clients seen in one window.
  const sweep = (at: number) => {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
  };

  return {
    async consume(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const at = now();
      sweep(at);
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      const retryAfterS = Math.max(1, Math.ceil((window.endsAt - at) / 1000));
      return { allowed: window.count <= rule.limit, count: window.count, retryAfterS };
    },
    async refund(key: string) {
      const window = windows.get(key);
      if (window && window.endsAt > now()) window.count = Math.max(0, window.count - 1);
    },
    async clear(prefix: string) {
      for (const key of windows.keys()) if (key.startsWith(prefix)) windows.delete(key);
    },
  };
}
