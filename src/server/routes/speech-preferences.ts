import { Hono } from 'hono';
import { SpeechStyleSchema } from '../../core/speech/offline-voices-schema.ts';
import type { AppDeps } from '../app-deps.ts';
import { requireUser } from '../auth/session.ts';
import { validate } from '../http/validate.ts';
import type { AuthedBindings } from '../http/variables.ts';
import { getSpeechPreferences, saveSpeechPreferences } from '../speech/preferences/speech-preferences.ts';

// GET and PUT /speech/preferences: a signed-in user's offline voice and pace (issue 14). Visitors
// keep theirs in the page, so both need sign-in.
export function createSpeechPreferenceRoutes({ db }: Pick<AppDeps, 'db'>) {
  return new Hono<AuthedBindings>()
    .use('*', requireUser)
    .get('/', async (c) => c.json(await getSpeechPreferences({ db, userId: c.get('user').id })))
    .put('/', validate('json', SpeechStyleSchema), async (c) =>
      c.json(await saveSpeechPreferences({ db, userId: c.get('user').id, style: c.req.valid('json') })),
    );
}
