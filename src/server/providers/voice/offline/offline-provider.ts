import { randomUUID } from 'node:crypto';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Logger } from '../../../logger.ts';
import { DEFAULT_TUNING } from '../../../speech/engines/speech-engine.ts';
import { tuningFromVoiceSettings, voiceMatchSettings } from '../../../speech/engines/voice-match.ts';
import type { SpeechWorker } from '../../../speech/worker/speech-worker-client.ts';
import { PRESET_VOICES } from '../preset-voices.ts';
import type { VoiceProvider } from '../voice-provider.ts';

// The embedded default (DESIGN §1): eSpeak NG in a worker thread, and a personal "voice match"
// that tunes it to the speaker's measured pitch and pace instead of cloning the voice.
export function createOfflineProvider(options: { worker: SpeechWorker; logger: Logger }): VoiceProvider {
  const { worker, logger } = options;
  return {
    name: 'offline',
    async speak(parts, voice) {
      const tuning =
        voice.kind === 'personal' ? tuningFromVoiceSettings(voice.voiceSettings) : DEFAULT_TUNING;
      try {
        return await worker.run({ kind: 'speak', parts: [...parts], tuning });
      } catch (error) {
        logger.error({ err: error }, 'offline speech failed');
        throw new AppError({
          code: 'SPEECH_ENGINE_FAILED',
          status: 424,
          message: MESSAGES.SPEECH_FAILED_PREFIX + MESSAGES.SPEECH_ENGINE_FAILED,
          cause: error,
        });
      }
    },
    async cloneVoice(input) {
      const measured = await worker.run({ kind: 'measure', recordings: input.recordings });
      if (measured.failedRecordings > 0) {
        // Honest fallback: what could not be decoded is left at the default voice's values.
        logger.warn({ failed: measured.failedRecordings }, 'some recordings could not be analysed');
      }
      return {
        providerVoiceId: `offline-${randomUUID()}`,
        requiresVerification: false,
        voiceSettings: voiceMatchSettings(measured),
      };
    },
    // Nothing is stored outside our own database, so there is nothing to delete.
    deleteVoice: async () => {},
    listVoices: async () => [...PRESET_VOICES],
  };
}
