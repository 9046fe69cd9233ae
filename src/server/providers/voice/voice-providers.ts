import type { Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import { createElevenLabsProvider } from './elevenlabs/elevenlabs-provider.ts';
import { createOfflineProvider } from './offline/offline-provider.ts';
import { sharedOfflineSpeech } from './offline/shared-offline-speech.ts';
import type { VoiceProvider, VoiceProviderName } from './voice-provider.ts';

export type CloningCapability = 'elevenlabs' | 'offline' | 'none';

export type VoiceProviders = {
  // Reads default-voice notes and makes new personal voices: ElevenLabs when a key is set.
  primary: VoiceProvider;
  // The provider that made a profile's voice; null for ElevenLabs without a key.
  byName(name: VoiceProviderName): VoiceProvider | null;
  cloning: CloningCapability;
  // Starts the offline engine's threads before the first user waits for them.
  warm(): Promise<void>;
};

export function createVoiceProviders(env: Env, logger: Logger): VoiceProviders {
  const speech = sharedOfflineSpeech();
  const offline = createOfflineProvider({ speech, logger });
  const elevenlabs = env.ELEVENLABS_API_KEY
    ? createElevenLabsProvider({
        apiKey: env.ELEVENLABS_API_KEY,
        baseUrl: env.ELEVENLABS_BASE_URL,
        defaultVoiceId: env.ELEVENLABS_DEFAULT_VOICE_ID,
        timeoutMs: env.ELEVENLABS_TIMEOUT_MS,
        logger,
      })
    : null;
  const primary = elevenlabs ?? offline;
  return {
    primary,
    byName: (name) => (name === 'elevenlabs' ? elevenlabs : offline),
    cloning: env.VOICE_CLONING === 'off' ? 'none' : primary.name,
    async warm() {
      const started = performance.now();
      const ready = await speech.warm();
      logger.info({ ...ready, ms: Math.round(performance.now() - started) }, 'offline voice ready');
    },
  };
}
