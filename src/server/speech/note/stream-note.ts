import type { SpeechPart } from '../../../core/speech/speech-parts.ts';
import type { VoiceTuning } from '../engines/speech-engine.ts';
import { silenceSampleCount } from '../pcm/assemble-pcm.ts';
import type { SpeechPool } from '../pool/speech-pool.ts';
import type { EncoderThread } from '../worker/encoder-thread.ts';

export type NoteRequest = {
  parts: readonly SpeechPart[];
  tuning: VoiceTuning;
  // Whose turn queue the note's sentences wait in (issue 13 item 5).
  clientKey: string;
  sampleRate: number;
};

// A voice note as mp3 bytes, in order, as soon as they exist (issue 14): every text part is sent
// to the pool at once, so the workers speak sentences side by side; each is encoded as soon as
// everything before it is encoded, and each pause becomes exact silence (spec §9, DESIGN §1).
// Stopping early (the listener left) drops the sentences not yet started.
export async function* streamNoteMp3(
  { parts, tuning, clientKey, sampleRate }: NoteRequest,
  { pool, encoder }: { pool: SpeechPool; encoder: EncoderThread },
): AsyncGenerator<Uint8Array> {
  const cancel = new AbortController();
  const spoken = parts.map((part) => {
    if (part.kind === 'pause') return null;
    const samples = pool.run(clientKey, { kind: 'synthesize', text: part.text, tuning }, cancel.signal);
    // Awaited in order below; this only keeps a later failure from counting as unhandled meanwhile.
    samples.catch(() => {});
    return samples;
  });
  const note = encoder.begin(sampleRate);
  let isFinished = false;
  try {
    for (const [index, part] of parts.entries()) {
      const samples =
        part.kind === 'pause'
          ? new Float32Array(silenceSampleCount(part.seconds, sampleRate))
          : await (spoken[index] as Promise<Float32Array>);
      if (samples.length === 0) continue;
      const mp3 = await note.write(samples);
      if (mp3.length > 0) yield mp3;
    }
    const last = await note.finish();
    isFinished = true;
    if (last.length > 0) yield last;
  } finally {
    if (!isFinished) {
      cancel.abort();
      note.abort();
    }
  }
}
