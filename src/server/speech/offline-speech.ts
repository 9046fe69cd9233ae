import type { SpeechPart } from '../../core/speech/speech-parts.ts';
import type { Recording, VoiceMeasurement } from './analysis/measure-voice.ts';
import { FLITE_SAMPLE_RATE_HZ } from './engines/flite/flite-voices.ts';
import type { VoiceTuning } from './engines/speech-engine.ts';
import { streamNoteMp3 } from './note/stream-note.ts';
import { createSpeechPool, type SpeechPool } from './pool/speech-pool.ts';
import { createEncoderThread } from './worker/encoder-thread.ts';

export type OfflineSpeech = {
  // mp3 bytes of a note, in order, as soon as they exist.
  streamMp3(parts: readonly SpeechPart[], tuning: VoiceTuning, clientKey: string): AsyncGenerator<Uint8Array>;
  measure(recordings: Recording[], clientKey: string): Promise<VoiceMeasurement>;
  // Starts the worker threads and loads the engine in each, before a user waits for them.
  warm(): Promise<{ engine: string; workers: number }>;
  close(): Promise<void>;
};

// The offline voice's machinery: a pool of flite workers taking clients in turn, and one mp3
// encoder thread. Nothing starts until the first note, measurement or warm(); this is the one
// place that creates it (providers/voice/offline/shared-offline-speech.ts holds the instance).
export function createOfflineSpeech(options: { size?: number } = {}): OfflineSpeech {
  const pool: SpeechPool = createSpeechPool(options);
  const encoder = createEncoderThread();
  return {
    streamMp3: (parts, tuning, clientKey) =>
      streamNoteMp3({ parts, tuning, clientKey, sampleRate: FLITE_SAMPLE_RATE_HZ }, { pool, encoder }),
    measure: (recordings, clientKey) => pool.run(clientKey, { kind: 'measure', recordings }),
    async warm() {
      await Promise.all([pool.warm(), encoder.begin(FLITE_SAMPLE_RATE_HZ).finish()]);
      return { engine: 'flite', workers: pool.size };
    },
    async close() {
      await Promise.all([pool.close(), encoder.close()]);
    },
  };
}
