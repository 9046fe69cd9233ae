import type { SpeechPart } from '../../core/speech/speech-parts.ts';
import type { SpeechEngine, VoiceTuning } from './engines/speech-engine.ts';
import type { Mp3Encoder } from './mp3/mp3-encoder.ts';
import { assemblePcm, type PcmPiece } from './pcm/assemble-pcm.ts';
import { trimSilence } from './pcm/trim-silence.ts';

// Each text part is spoken on its own and trimmed; each pause becomes exact silence (spec §9).
export function renderSpeechPcm(parts: readonly SpeechPart[], engine: SpeechEngine, tuning: VoiceTuning) {
  const pieces: PcmPiece[] = parts.map((part) =>
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
