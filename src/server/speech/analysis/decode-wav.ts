import type { Pcm } from './downsample.ts';

const PCM_FORMAT = 1;
const FLOAT_FORMAT = 3;
const EXTENSIBLE_FORMAT = 0xfffe;

function readSample(view: DataView, offset: number, bitsPerSample: number, isFloat: boolean) {
  if (isFloat) return bitsPerSample === 64 ? view.getFloat64(offset, true) : view.getFloat32(offset, true);
  if (bitsPerSample === 8) return (view.getUint8(offset) - 128) / 128;
  if (bitsPerSample === 16) return view.getInt16(offset, true) / 32768;
  if (bitsPerSample === 24) {
    const value = view.getUint8(offset) | (view.getUint8(offset + 1) << 8) | (view.getInt8(offset + 2) << 16);
    return value / 8_388_608;
  }
  return view.getInt32(offset, true) / 2_147_483_648;
}

// A RIFF/WAVE reader for integer and float PCM, mixed down to mono.
export function decodeWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: { code: number; channels: number; sampleRate: number; bitsPerSample: number } | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = String.fromCharCode(...bytes.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      const code = view.getUint16(body, true);
      format = {
        // WAVE_FORMAT_EXTENSIBLE keeps the real format code in its sub-format GUID.
        code: code === EXTENSIBLE_FORMAT ? view.getUint16(body + 24, true) : code,
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === 'data' && format) {
      if (format.code !== PCM_FORMAT && format.code !== FLOAT_FORMAT)
        throw new Error('unsupported WAV coding');
      const bytesPerSample = format.bitsPerSample / 8;
      const frameBytes = bytesPerSample * format.channels;
      const available = Math.min(size, bytes.length - body);
      const frames = Math.floor(available / frameBytes);
      const samples = new Float32Array(frames);
      // 16-bit mono, what flite writes for every sentence of a note: the same values without a call
      // and a format test per sample, ~5 ms less per note (bench:speech).
      if (format.code === PCM_FORMAT && format.bitsPerSample === 16 && format.channels === 1) {
        for (let frame = 0; frame < frames; frame++)
          samples[frame] = view.getInt16(body + frame * 2, true) / 32768;
        return { samples, sampleRate: format.sampleRate };
      }
      for (let frame = 0; frame < frames; frame++) {
        let sum = 0;
        for (let channel = 0; channel < format.channels; channel++) {
          const at = body + frame * frameBytes + channel * bytesPerSample;
          sum += readSample(view, at, format.bitsPerSample, format.code === FLOAT_FORMAT);
        }
        samples[frame] = sum / format.channels;
      }
      return { samples, sampleRate: format.sampleRate };
    }
    // RIFF chunks are padded to an even length.
    offset = body + size + (size % 2);
  }
  throw new Error('WAV without a data chunk');
}

// 16-bit mono PCM, the format Chromium's fake microphone plays (DESIGN §6).
export function encodeWav({ samples, sampleRate }: Pcm): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const writeText = (at: number, text: string) => {
    for (let index = 0; index < text.length; index++) view.setUint8(at + index, text.charCodeAt(index));
  };
  writeText(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  writeText(8, 'WAVE');
  writeText(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, PCM_FORMAT, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  writeText(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, index) => {
    view.setInt16(44 + index * 2, Math.round(Math.max(-1, Math.min(1, sample)) * 32767), true);
  });
  return bytes;
}
