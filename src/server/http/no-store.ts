import type { Context } from 'hono';

// Rule "no-store-in-place": the header is set on the answer's own headers. hono's c.header() on a
// finished answer rebuilds it as a web Response whose body the Node adapter then reads back through
// a web stream, a tenth of an API request's time (issue 24, item 5); the same header on the same
// answer, without the copy. Headers that cannot change (a Response.redirect()) take hono's way.
export function markNoStore(c: Context) {
  try {
    c.res.headers.set('Cache-Control', 'no-store');
  } catch {
    c.header('Cache-Control', 'no-store');
  }
}
