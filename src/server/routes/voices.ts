import { type Context, Hono } from 'hono';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { hasUnsafeCharacters } from '../../core/safe-text.ts';
import type { AppDeps } from '../app-deps.ts';
import { optionalUser, requireUser } from '../auth/session.ts';
import { AppError } from '../http/app-error.ts';
import type { AuthedBindings } from '../http/variables.ts';
import { defaultVoiceEntry } from '../providers/voice/preset-voices.ts';
import { createVoiceProviders, type VoiceProviders } from '../providers/voice/voice-providers.ts';
import { rateLimitByIp } from '../rate-limit/rate-limit-by-ip.ts';
import type { RateLimitStores } from '../rate-limit/rate-limit-store.ts';
import { cloneVoiceProfile } from '../speech/clone/clone-voice-profile.ts';
import { type CloneForm, parseCloneUpload } from '../speech/clone/parse-clone-upload.ts';
import { createVoiceSampleStore, SAMPLE_URL_PREFIX } from '../speech/samples/voice-sample-store.ts';
import { listVisibleVoices } from '../voice-profiles/list-visible-voices.ts';
import { toVoiceProfile } from '../voice-profiles/to-voice-profile.ts';

const HOUR_MS = 60 * 60_000;

// voiceProviders replaces the ones configured from env (ELEVENLABS_*), e.g. in a test.
export type VoiceRouteDeps = Pick<AppDeps, 'env' | 'logger' | 'db'> & {
  rateLimits: RateLimitStores;
  voiceProviders?: VoiceProviders;
};

// A malformed, truncated or empty multipart body is the sender's fault (400), and its text
// fields follow the same rule as every JSON text field (src/core/safe-text.ts).
async function readCloneForm(c: Context): Promise<CloneForm> {
  let form: CloneForm;
  try {
    form = (await c.req.parseBody({ all: true })) as CloneForm;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError({ code: 'UPLOAD_UNREADABLE', status: 400, message: MESSAGES.UPLOAD_UNREADABLE });
  }
  const texts = Object.entries(form).flatMap(([name, value]) => [name, ...[value].flat()]);
  if (texts.some((text) => typeof text === 'string' && hasUnsafeCharacters(text))) {
    throw new AppError({ code: 'UNSAFE_TEXT', status: 400, message: MESSAGES.TEXT_HAS_CONTROL_CHARACTERS });
  }
  return form;
}

// GET /voices (the default voice, plus the caller's own profiles), GET /voices/capabilities, POST /voices/clone, GET /voices/samples/:file.
export function createVoiceRoutes(deps: VoiceRouteDeps) {
  const { db, logger } = deps;
  const voiceProviders = deps.voiceProviders ?? createVoiceProviders(deps.env, deps.logger);
  const samples = createVoiceSampleStore(deps.env.DATA_DIR);
  const defaultVoice = defaultVoiceEntry(deps.env.ELEVENLABS_DEFAULT_VOICE_ID);
  const cloneLimit = rateLimitByIp({
    store: deps.rateLimits.api,
    name: 'clone',
    limit: deps.env.RATE_LIMIT_CLONE_PER_HOUR,
    windowMs: HOUR_MS,
  });

  return (
    new Hono<AuthedBindings>()
      .get('/', optionalUser, async (c) => {
        const userId = c.get('user')?.id ?? null;
        return c.json({ voices: await listVisibleVoices({ db, userId, defaultVoice }) });
      })
      .get('/capabilities', (c) =>
        c.json({ cloning: voiceProviders.cloning, speech: voiceProviders.primary.name }),
      )
      .post('/clone', requireUser, cloneLimit, async (c) => {
        if (voiceProviders.cloning === 'none') {
          throw new AppError({
            code: 'VOICE_CLONING_DISABLED',
            status: 409,
            message: MESSAGES.VOICE_CLONING_DISABLED,
          });
        }
        const upload = await parseCloneUpload(await readCloneForm(c));
        const provider = voiceProviders.primary;
        const { row, requiresVerification } = await cloneVoiceProfile({
          db,
          logger,
          provider,
          samples,
          userId: c.get('user').id,
          upload,
        });
        return c.json(
          {
            profile: toVoiceProfile(row),
            requiresVerification,
            // DESIGN §1: the offline voice is labelled as an approximation.
            notice: requiresVerification
              ? MESSAGES.VOICE_NEEDS_VERIFICATION
              : provider.name === 'offline'
                ? MESSAGES.VOICE_MATCH_NOTE
                : null,
          },
          201,
        );
      })
      // Served from the caller's own sample folder only: anyone else gets 404.
      .get('/samples/:file', requireUser, async (c) => {
        const sample = await samples.read(c.get('user').id, SAMPLE_URL_PREFIX + c.req.param('file'));
        if (!sample) throw AppError.notFound();
        return c.body(new Uint8Array(sample.bytes), 200, { 'Content-Type': sample.mimeType });
      })
  );
}
