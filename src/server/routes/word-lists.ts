import { Hono } from 'hono';
import { WordListsSchema } from '../../core/lists/word-lists-schema.ts';
import type { AppDeps } from '../app-deps.ts';
import { requireUser } from '../auth/session.ts';
import type { AuthedBindings } from '../http/variables.ts';
import { validateJsonBody } from '../transform/validate-json-body.ts';
import { getWordLists } from '../word-lists/get-word-lists.ts';
import { saveWordLists } from '../word-lists/save-word-lists.ts';

type WordListsRouteDeps = Pick<AppDeps, 'db' | 'logger'>;

// GET /word-lists → the signed-in user's lists; PUT /word-lists {allow, off, custom} replaces them
// and answers the lists as stored (trimmed, with missing lists filled in). The document is the same
// as the profile tab's JSON export and the CLI's .calmlyrc.json. Signed out: 401.
export function createWordListsRoutes({ db, logger }: WordListsRouteDeps) {
  return new Hono<AuthedBindings>()
    .use('*', requireUser)
    .get('/', async (c) => c.json(await getWordLists({ db, userId: c.get('user').id, logger })))
    .put('/', validateJsonBody(WordListsSchema), async (c) =>
      c.json(await saveWordLists({ db, userId: c.get('user').id, lists: c.req.valid('json') })),
    );
}
