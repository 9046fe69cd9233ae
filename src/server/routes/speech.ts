import { Hono } from 'hono';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { prepareSpeech } from '../../core/speech/prepare-speech.ts';
import type { SpeechPart } from '../../core/speech/speech-parts.ts';
import {
  isTooLongWhenSignedOut,
  VoiceNoteRequestSchema,
  VoicePreviewQuerySchema,
} from '../../core/speech/speech-request.ts';
import type { AppDeps } from '../app-deps.ts';
import { optionalUser } from '../auth/session.ts';
import { AppError } from '../http/app-error.ts';
import { validate } from '../http/validate.ts';
import type { AppBindings } from '../http/variables.ts';
import { createVoicePreviewCache } from '../providers/voice/offline/voice-preview-cache.ts';
import type { SpeechVoice } from '../providers/voice/voice-provider.ts';
import { createVoiceProviders, type VoiceProviders } from '../providers/voice/voice-providers.ts';
import { rateLimitByIp } from '../rate-limit/rate-limit-by-ip.ts';
import type { RateLimitStores } from '../rate-limit/rate-limit-store.ts';
import { getSpeechPreferences } from '../speech/preferences/speech-preferences.ts';
import { getActiveVoiceProfile } from '../voice-profiles/get-active-voice-profile.ts';
import { createSpeechPreferenceRoutes } from './speech-preferences.ts';

const MINUTE_MS = 60_000;
const AUDIO_HEADERS = { 'Content-Type': 'audio/mpeg' };

// voiceProviders replaces the ones configured from env (ELEVENLABS_*), e.g. in a test.
export type SpeechRouteDeps = Pick<AppDeps, 'env' | 'logger' | 'db'> & {
  rateLimits: RateLimitStores;
  voiceProviders?: VoiceProviders;
};

const noPersonalVoice = () =>
  new AppError({ code: 'NO_PERSONAL_VOICE', status: 409, message: MESSAGES.NO_PERSONAL_VOICE });

// spec §4 "Generate Voice Note": the default voice for anyone, a personal voice only for a signed-in
// user with an active profile, and then only that user's own (ownership is in the query).
async function personalVoice(
  deps: SpeechRouteDeps & { voiceProviders: VoiceProviders },
  userId: string | null,
) {
  if (!userId) throw AppError.unauthenticated();
  const profile = await getActiveVoiceProfile({ db: deps.db, userId });
  if (!profile) throw noPersonalVoice();
  const provider = deps.voiceProviders.byName(profile.provider);
  if (!provider)
    throw new AppError({ code: 'VOICE_KEY_MISSING', status: 409, message: MESSAGES.VOICE_KEY_MISSING });
  return { provider, providerVoiceId: profile.elevenlabsVoiceId, voiceSettings: profile.voiceSettings };
}

function speakable(text: string): SpeechPart[] {
  const parts = prepareSpeech(text);
  // Text made only of markdown markers has nothing left to say.
  if (!parts.some((part) => part.kind === 'text')) throw AppError.invalidRequest(MESSAGES.EMPTY_VOICE_NOTE);
  return parts;
}

// POST /speech {text, voice, style?} → audio/mpeg, streamed as it is made (issue 14);
// GET /speech/preview?voice&pace → a short sample; GET and PUT /speech/preferences (signed in).
export function createSpeechRoutes(deps: SpeechRouteDeps) {
  // The offline engines load on the first voice note (issue 13 item 8: ~220 MB idle otherwise);
  // index.ts warms them at start-up only when VOICE_WARM_UP=on.
  const voiceProviders = deps.voiceProviders ?? createVoiceProviders(deps.env, deps.logger);
  // The engines load on the first note (or at start with VOICE_WARM_UP=on, see index.ts), so an
  // idle server stays small (issue 13, item 8).
  const offline = voiceProviders.byName('offline');
  if (!offline) throw new Error('the offline voice is always available');
  const previews = createVoicePreviewCache(offline);
  const limit = rateLimitByIp({
    store: deps.rateLimits.api,
    name: 'speech',
    limit: deps.env.RATE_LIMIT_SPEECH_PER_MINUTE,
    windowMs: MINUTE_MS,
  });

  return new Hono<AppBindings>()
    .post('/', limit, optionalUser, validate('json', VoiceNoteRequestSchema), async (c) => {
      const { text, voice, style } = c.req.valid('json');
      const user = c.get('user');
      if (!user && isTooLongWhenSignedOut(text))
        throw AppError.invalidRequest(MESSAGES.SIGNED_OUT_VOICE_NOTE_TOO_LONG);
      const parts = speakable(text);
      const chosen =
        style ?? (user ? await getSpeechPreferences({ db: deps.db, userId: user.id }) : undefined);
      const options = { clientKey: user ? `user:${user.id}` : `ip:${c.get('clientIp')}` };
      let provider = voiceProviders.primary;
      let speechVoice: SpeechVoice = { kind: 'default', ...(chosen ? { style: chosen } : {}) };
      if (voice === 'personal') {
        const personal = await personalVoice({ ...deps, voiceProviders }, user?.id ?? null);
        provider = personal.provider;
        speechVoice = { kind: 'personal', ...personal, ...(chosen ? { pace: chosen.pace } : {}) };
      }
      if (provider.speakStream)
        return c.body(await provider.speakStream(parts, speechVoice, options), 200, AUDIO_HEADERS);
      return c.body(new Uint8Array(await provider.speak(parts, speechVoice, options)), 200, AUDIO_HEADERS);
    })
    .get('/preview', validate('query', VoicePreviewQuerySchema), async (c) => {
      const audio = await previews.get(c.req.valid('query'));
      return c.body(new Uint8Array(audio), 200, AUDIO_HEADERS);
    })
    .route('/preferences', createSpeechPreferenceRoutes(deps));
}
