import { createMp3Encoder } from 'wasm-media-encoders';

// spec §9: generated audio is mp3. Mono at 64 kbit/s is plenty for speech (DESIGN §1).
const BITRATE_KBPS = 64;

// One note fed piece by piece: LAME buffers across calls, so the bytes match a one-shot encode.
export type Mp3Stream = { write(samples: Float32Array): void; finish(): Uint8Array };

export type Mp3Encoder = {
  start(sampleRate: number): Mp3Stream;
  encode(samples: Float32Array, sampleRate: number): Uint8Array;
};

function concat(parts: readonly Uint8Array[]) {
  const output = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    output.set(part, offset);
    offset += part.length;
  }
  return output;
}

// LAME in WebAssembly. The encoder is reused between notes: `configure` resets its state, so a
// note abandoned halfway leaves nothing behind for the next one.
export async function createMp3EncoderForSpeech(): Promise<Mp3Encoder> {
  const encoder = await createMp3Encoder();
  const start = (sampleRate: number): Mp3Stream => {
    encoder.configure({ sampleRate, channels: 1, bitrate: BITRATE_KBPS });
    const frames: Uint8Array[] = [];
    return {
      // The encoder owns the buffers it returns, so each is copied before the next call.
      write: (samples) => void frames.push(encoder.encode([samples]).slice()),
      finish: () => concat([...frames, encoder.finalize().slice()]),
    };
  };
  return {
    start,
    encode(samples, sampleRate) {
      const stream = start(sampleRate);
      stream.write(samples);
      return stream.finish();
    },
  };
}
