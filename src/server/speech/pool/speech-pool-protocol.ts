import type { Recording, VoiceMeasurement } from '../analysis/measure-voice.ts';
import type { VoiceTuning } from '../engines/speech-engine.ts';

// Messages between the server's event loop and one speech pool worker. A worker runs one job at
// a time, so the pool decides on the loop which client's job runs next.
export type PoolJob =
  | { kind: 'warm' }
  | { kind: 'synthesize'; text: string; tuning: VoiceTuning }
  | { kind: 'measure'; recordings: Recording[] };

export type PoolJobResult = {
  warm: { engine: string; sampleRate: number };
  // One text part, spoken and trimmed of the engine's own leading and trailing silence.
  synthesize: Float32Array;
  measure: VoiceMeasurement;
};

export type PoolReply = { ok: true; result: unknown } | { ok: false; error: string };
