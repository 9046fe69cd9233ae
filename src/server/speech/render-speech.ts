import type { SpeechPart } from '../../core/speech/speech-parts.ts';
import type { SpeechEngine, VoiceTuning } from './engines/speech-engine.ts';
import type { Mp3Encoder } from './mp3/mp3-encoder.ts';
import { assemblePcm, type PcmPiece } from './pcm/assemble-pcm.ts';
import { trimSilence } from './pcm/trim-silence.ts';
import type { EncoderThread } from './worker/encoder-thread.ts';

// Each text part is spoken on its own and trimmed; each pause becomes exact silence (spec §9).
// Lazy, so a streamed note can hand each piece on while the next one is synthesised.
function* speechPieces(parts: readonly SpeechPart[], engine: SpeechEngine, tuning: VoiceTuning) {
  for (const part of parts) {
    yield part.kind === 'pause'
      ? ({ kind: 'silence', seconds: part.seconds } satisfies PcmPiece)
      : ({ kind: 'audio', samples: trimSilence(engine.synthesize(part.text, tuning)) } satisfies PcmPiece);
  }
}

export function renderSpeechPcm(parts: readonly SpeechPart[], engine: SpeechEngine, tuning: VoiceTuning) {
  return assemblePcm([...speechPieces(parts, engine, tuning)], engine.sampleRate);
}

export function renderSpeechMp3(
  parts: readonly SpeechPart[],
  engine: SpeechEngine,
  encoder: Mp3Encoder,
  tuning: VoiceTuning,
) {
  return encoder.encode(renderSpeechPcm(parts, engine, tuning), engine.sampleRate);
}

// The same mp3, encoded on the encoder thread while synthesis goes on here: the note takes about
// as long as the slower of the two stages instead of their sum. Assembling piece by piece gives
// the same samples as assembling the whole note, since assembly only concatenates.
export function renderSpeechMp3Streamed(
  parts: readonly SpeechPart[],
  engine: SpeechEngine,
  encoder: EncoderThread,
  tuning: VoiceTuning,
) {
  const note = encoder.begin(engine.sampleRate);
  for (const piece of speechPieces(parts, engine, tuning)) {
    const chunk = assemblePcm([piece], engine.sampleRate);
    if (chunk.length > 0) note.write(chunk);
  }
  return note.finish();
}
