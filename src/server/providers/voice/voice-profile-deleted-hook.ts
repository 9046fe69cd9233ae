import type { Database } from '../../db/database.ts';
import type { VoiceProfileRow } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import { createVoiceSampleStore } from '../../speech/samples/voice-sample-store.ts';
import { isProviderVoiceInUse } from './is-provider-voice-in-use.ts';
import { createVoiceProviders } from './voice-providers.ts';

// AppDeps.onVoiceProfileDeleted (DESIGN §4): after a profile row is gone, its kept sample and the
// provider's voice go too. The caller logs a failure and never lets it block the deletion.
export function createVoiceProfileDeletedHook({
  env,
  logger,
  db,
}: {
  env: Env;
  logger: Logger;
  db: Database;
}) {
  const providers = createVoiceProviders(env, logger);
  const samples = createVoiceSampleStore(env.DATA_DIR);
  return async (row: VoiceProfileRow) => {
    if (row.audioSampleUrl) await samples.remove(row.userId, row.audioSampleUrl);
    const voice = { provider: row.provider, providerVoiceId: row.elevenlabsVoiceId };
    if (await isProviderVoiceInUse({ db, ...voice })) return;
    const provider = providers.byName(row.provider);
    if (!provider) {
      logger.warn({ profileId: row.id }, 'ElevenLabs voice kept: ELEVENLABS_API_KEY is not set');
      return;
    }
    await provider.deleteVoice(row.elevenlabsVoiceId);
  };
}
