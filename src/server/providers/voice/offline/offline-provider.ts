import { randomUUID } from 'node:crypto';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { DEFAULT_SPEECH_STYLE } from '../../../../core/speech/offline-voices.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Logger } from '../../../logger.ts';
import { tuningForStyle } from '../../../speech/engines/speech-engine.ts';
import { tuningFromVoiceSettings, voiceMatchSettings } from '../../../speech/engines/voice-match.ts';
import { concatBytes } from '../../../speech/mp3/mp3-encoder.ts';
import type { OfflineSpeech } from '../../../speech/offline-speech.ts';
import { PRESET_VOICES } from '../preset-voices.ts';
import type { SpeechVoice, VoiceProvider } from '../voice-provider.ts';

const ANONYMOUS_CLIENT = 'anonymous';

const engineFailed = (cause: unknown) =>
  new AppError({
    code: 'SPEECH_ENGINE_FAILED',
    status: 424,
    message: MESSAGES.SPEECH_FAILED_PREFIX + MESSAGES.SPEECH_ENGINE_FAILED,
    cause,
  });

const tuningFor = (voice: SpeechVoice) =>
  voice.kind === 'personal'
    ? tuningFromVoiceSettings(voice.voiceSettings, voice.pace)
    : tuningForStyle(voice.style ?? DEFAULT_SPEECH_STYLE);

// The embedded default (DESIGN §1, docs/decisions/014-flite-offline-voice.md): flite voices on a
// worker pool, and a personal "voice match" that tunes them to the speaker's measured pitch and
// pace instead of cloning the voice.
export function createOfflineProvider(options: { speech: OfflineSpeech; logger: Logger }): VoiceProvider {
  const { speech, logger } = options;

  async function speakStream(...[parts, voice, speakOptions]: Parameters<VoiceProvider['speak']>) {
    const chunks = speech.streamMp3(parts, tuningFor(voice), speakOptions?.clientKey ?? ANONYMOUS_CLIENT);
    let first: IteratorResult<Uint8Array>;
    try {
      first = await chunks.next();
    } catch (error) {
      logger.error({ err: error }, 'offline speech failed');
      throw engineFailed(error);
    }
    // Set when the listener goes away: a chunk that arrives after that is dropped quietly.
    let cancelled = false;
    return new ReadableStream<Uint8Array>({
      start(controller) {
        if (first.done) controller.close();
        else controller.enqueue(first.value);
      },
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (cancelled) return;
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          // A listener who left is not a failure (issue 24: it logged "Controller is already
          // closed" with a stack trace); only a real failure mid-note is an error.
          if (cancelled) {
            logger.debug(
              { reason: error instanceof Error ? error.message : 'unknown' },
              'voice note ended by the listener',
            );
            return;
          }
          // The answer has begun, so the status cannot change: the stream ends with an error.
          logger.error({ err: error }, 'offline speech failed mid-note');
          controller.error(error);
        }
      },
      // The listener went away: the note's sentences not yet started are dropped.
      async cancel() {
        cancelled = true;
        logger.debug('voice note cancelled by the listener');
        await chunks.return(undefined);
      },
    });
  }

  return {
    name: 'offline',
    speakStream,
    async speak(parts, voice, speakOptions) {
      const collected: Uint8Array[] = [];
      const reader = (await speakStream(parts, voice, speakOptions)).getReader();
      try {
        for (let next = await reader.read(); !next.done; next = await reader.read())
          collected.push(next.value);
      } catch (error) {
        throw engineFailed(error);
      }
      return concatBytes(collected);
    },
    async cloneVoice(input) {
      const measured = await speech.measure(input.recordings, `clone-${randomUUID()}`);
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
    // spec §7's fallback list. The offline voices to choose from are core's OFFLINE_VOICE_IDS: the
    // choice is a style of the default voice (issue 14), not a provider voice id.
    listVoices: async () => [...PRESET_VOICES],
  };
}
