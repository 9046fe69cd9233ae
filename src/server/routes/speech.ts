import { Hono } from 'hono';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { SpeechRequestSchema } from '../../core/schemas.ts';
import { prepareSpeech } from '../../core/speech/prepare-speech.ts';
import type { SpeechPart } from '../../core/speech/speech-parts.ts';
import type { AppDeps } from '../app-deps.ts';
import { optionalUser } from '../auth/session.ts';
import { AppError } from '../http/app-error.ts';
import { validate } from '../http/validate.ts';
import type { AppBindings } from '../http/variables.ts';
import { createVoiceProviders, type VoiceProviders } from '../providers/voice/voice-providers.ts';
import { rateLimitByIp } from '../rate-limit/rate-limit-by-ip.ts';
import type { RateLimitStores } from '../rate-limit/rate-limit-store.ts';
import { getActiveVoiceProfile } from '../voice-profiles/get-active-voice-profile.ts';

const MINUTE_MS = 60_000;

// voiceProviders replaces the ones configured from env (ELEVENLABS_*), e.g. in a test.
export type SpeechRouteDeps = Pick<AppDeps, 'env' | 'logger' | 'db'> & {
  rateLimits: RateLimitStores;
  voiceProviders?: VoiceProviders;
};

const noPersonalVoice = () =>
  new AppError({ code: 'NO_PERSONAL_VOICE', status: 409, message: MESSAGES.NO_PERSONAL_VOICE });

// spec §4 "Generate Voice Note": the default voice for anyone, a personal voice only for a signed-in
// user with an active profile, and then only that user's own (ownership is in the query).
async function speakPersonal(
  deps: SpeechRouteDeps & { voiceProviders: VoiceProviders },
  userId: string | null,
  parts: SpeechPart[],
) {
  if (!userId) throw AppError.unauthenticated();
  const profile = await getActiveVoiceProfile({ db: deps.db, userId });
  if (!profile) throw noPersonalVoice();
  const provider = deps.voiceProviders.byName(profile.provider);
  if (!provider)
    throw new AppError({ code: 'VOICE_KEY_MISSING', status: 409, message: MESSAGES.VOICE_KEY_MISSING });
  return provider.speak(parts, {
    kind: 'personal',
    providerVoiceId: profile.elevenlabsVoiceId,
    voiceSettings: profile.voiceSettings,
  });
}

// POST /speech {text, voice} → audio/mpeg.
export function createSpeechRoutes(deps: SpeechRouteDeps) {
  // The offline engines load on the first voice note (issue 13 item 8: ~220 MB idle otherwise);
  // index.ts warms them at start-up only when VOICE_WARM_UP=on.
  const voiceProviders = deps.voiceProviders ?? createVoiceProviders(deps.env, deps.logger);
  const limit = rateLimitByIp({
    store: deps.rateLimits.api,
    name: 'speech',
    limit: deps.env.RATE_LIMIT_SPEECH_PER_MINUTE,
    windowMs: MINUTE_MS,
  });
  return new Hono<AppBindings>().post(
    '/',
    limit,
    optionalUser,
    validate('json', SpeechRequestSchema),
    async (c) => {
      const { text, voice } = c.req.valid('json');
      const parts = prepareSpeech(text);
      // Text made only of markdown markers has nothing left to say.
      if (!parts.some((part) => part.kind === 'text'))
        throw AppError.invalidRequest(MESSAGES.EMPTY_VOICE_NOTE);
      const audio =
        voice === 'personal'
          ? await speakPersonal({ ...deps, voiceProviders }, c.get('user')?.id ?? null, parts)
          : await voiceProviders.primary.speak(parts, { kind: 'default' });
      return c.body(new Uint8Array(audio), 200, { 'Content-Type': 'audio/mpeg' });
    },
  );
}
