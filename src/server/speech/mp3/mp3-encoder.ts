import { createMp3Encoder } from 'wasm-media-encoders';

// spec §9: generated audio is mp3. Mono at 64 kbit/s is plenty for speech (DESIGN §1).
const BITRATE_KBPS = 64;

export type Mp3Encoder = { encode(samples: Float32Array, sampleRate: number): Uint8Array };

function concat(parts: readonly Uint8Array[]) {
  const output = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    output.set(part, offset);
    offset += part.length;
  }
  return output;
}

// LAME in WebAssembly. The encoder is reused between notes: `configure` resets its state.
export async function createMp3EncoderForSpeech(): Promise<Mp3Encoder> {
  const encoder = await createMp3Encoder();
  return {
    encode(samples, sampleRate) {
      encoder.configure({ sampleRate, channels: 1, bitrate: BITRATE_KBPS });
      // The encoder owns the buffers it returns, so each is copied before the next call.
      const body = encoder.encode([samples]).slice();
      const tail = encoder.finalize().slice();
      return concat([body, tail]);
    },
  };
}
