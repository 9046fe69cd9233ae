// Errors that mean "the database went away", not "this query is wrong": a restart, a failover,
// a proxy closing an idle connection, a full connection table, a closed embedded database.
// The request in flight answers 503 with a readable message; the next one gets a fresh
// connection from the pool.

// SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash, not yet accepting),
// 53300 (too many connections).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
// node-postgres and PGlite say so in words only.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed|Client was closed/i;

const MAX_CAUSE_DEPTH = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps the driver's error in its own; better-auth may wrap it again.
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) {
      return true;
    }
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
