import type { SpeechPart } from '../../core/speech/speech-parts.ts';
import type { SpeechEngine, VoiceTuning } from './engines/speech-engine.ts';
import type { Mp3Encoder } from './mp3/mp3-encoder.ts';
import { assemblePcm, type PcmPiece } from './pcm/assemble-pcm.ts';
import { trimSilence } from './pcm/trim-silence.ts';

// A whole note on one thread: each text part spoken on its own and trimmed, each pause exact
// silence (spec §9). The server streams notes through the worker pool instead (note/stream-note.ts);
// this is the reference that the streamed path must equal, and what the calibration tests measure.
export function renderSpeechPcm(parts: readonly SpeechPart[], engine: SpeechEngine, tuning: VoiceTuning) {
  const pieces = parts.map(
    (part): PcmPiece =>
      part.kind === 'pause'
        ? { kind: 'silence', seconds: part.seconds }
        : { kind: 'audio', samples: trimSilence(engine.synthesize(part.text, tuning)) },
  );
  return assemblePcm(pieces, engine.sampleRate);
}

export function renderSpeechMp3(
  parts: readonly SpeechPart[],
  engine: SpeechEngine,
  encoder: Mp3Encoder,
  tuning: VoiceTuning,
) {
  return encoder.encode(renderSpeechPcm(parts, engine, tuning), engine.sampleRate);
}
