import { Hono, type MiddlewareHandler } from 'hono';
import { WordListsSchema } from '../../core/lists/word-lists-schema.ts';
import type { AppDeps } from '../app-deps.ts';
import { requireUser } from '../auth/session.ts';
import { AppError } from '../http/app-error.ts';
import type { AuthedBindings } from '../http/variables.ts';
import type { RateLimitStores } from '../rate-limit/rate-limit-store.ts';
import { validateJsonBody } from '../transform/validate-json-body.ts';
import { getWordLists } from '../word-lists/get-word-lists.ts';
import { saveWordLists } from '../word-lists/save-word-lists.ts';

type WordListsRouteDeps = Pick<AppDeps, 'db' | 'logger' | 'env'> & { rateLimits: RateLimitStores };

const MINUTE_MS = 60_000;

// GET /word-lists → the signed-in user's lists; PUT /word-lists {allow, off, custom} replaces them
// and answers the lists as stored (trimmed, with missing lists filled in). The document is the same
// as the profile tab's JSON export and the CLI's .calmlyrc.json. Signed out: 401.
// A save is limited per user (issue 24): each one writes, and compiles the lists anew.
export function createWordListsRoutes({ db, logger, env, rateLimits }: WordListsRouteDeps) {
  const rule = { limit: env.RATE_LIMIT_WORD_LISTS_PER_MINUTE, windowMs: MINUTE_MS };
  const limitPerUser: MiddlewareHandler<AuthedBindings> = async (c, next) => {
    const result = await rateLimits.api.consume(`word-lists:user:${c.get('user').id}`, rule);
    if (!result.allowed) throw AppError.tooManyRequests(result.retryAfterS);
    await next();
  };
  return new Hono<AuthedBindings>()
    .use('*', requireUser)
    .get('/', async (c) => c.json(await getWordLists({ db, userId: c.get('user').id, logger })))
    .put('/', limitPerUser, validateJsonBody(WordListsSchema), async (c) =>
      c.json(await saveWordLists({ db, userId: c.get('user').id, lists: c.req.valid('json') })),
    );
}
