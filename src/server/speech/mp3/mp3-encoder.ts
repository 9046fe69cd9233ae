import { createMp3Encoder } from 'wasm-media-encoders';

// spec §9: generated audio is mp3. Flite speaks at 16 kHz; mono 48 kbit/s keeps all of it.
const BITRATE_KBPS = 48;

// One note fed piece by piece. Each call returns the mp3 frames LAME completed so far (LAME keeps
// a little audio back across calls), so the pieces joined are byte for byte a one-shot encode.
export type Mp3Stream = { write(samples: Float32Array): Uint8Array; finish(): Uint8Array };

export type Mp3Encoder = {
  start(sampleRate: number): Mp3Stream;
  encode(samples: Float32Array, sampleRate: number): Uint8Array;
};

export function concatBytes(parts: readonly Uint8Array[]) {
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
    // The encoder owns the buffers it returns, so each is copied before the next call.
    return {
      write: (samples) => encoder.encode([samples]).slice(),
      finish: () => encoder.finalize().slice(),
    };
  };
  return {
    start,
    encode(samples, sampleRate) {
      const stream = start(sampleRate);
      return concatBytes([stream.write(samples), stream.finish()]);
    },
  };
}
