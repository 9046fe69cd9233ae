import type { SpeechPart } from '../../../core/speech/speech-parts.ts';
import type { Recording, VoiceMeasurement } from '../analysis/measure-voice.ts';
import type { VoiceTuning } from '../engines/speech-engine.ts';

// Messages between the server's event loop and the speech worker thread.
export type SpeechJob =
  | { kind: 'warm' }
  | { kind: 'speak'; parts: SpeechPart[]; tuning: VoiceTuning }
  | { kind: 'measure'; recordings: Recording[] };

export type SpeechJobResult = {
  warm: { engine: string; sampleRate: number };
  speak: Uint8Array;
  measure: VoiceMeasurement;
};

export type WorkerRequest = { id: number; job: SpeechJob };
export type WorkerReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: string };
