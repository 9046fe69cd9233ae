import { OggOpusDecoder } from 'ogg-opus-decoder';
import { OpusDecoder } from 'opus-decoder';
import type { AudioFormat } from './audio-format.ts';
import { decodeWav } from './decode-wav.ts';
import { demuxWebmOpus } from './demux-webm.ts';
import type { Pcm } from './downsample.ts';

function mixToMono(channels: readonly Float32Array[], length: number) {
  if (channels.length === 1 && channels[0]) return channels[0].subarray(0, length);
  const mono = new Float32Array(length);
  for (const channel of channels) {
    for (let index = 0; index < length; index++) mono[index]! += (channel[index] ?? 0) / channels.length;
  }
  return mono;
}

// OpusHead (RFC 7845 §5.1): channel count at byte 9, pre-skip (little-endian) at bytes 10–11.
function opusHeadFields(head: Uint8Array | null) {
  if (!head || head.length < 12) return { channels: 1, preSkip: 0 };
  return { channels: head[9] ?? 1, preSkip: (head[10] ?? 0) | ((head[11] ?? 0) << 8) };
}

async function decodeWebm(bytes: Uint8Array): Promise<Pcm> {
  const { opusHead, packets } = demuxWebmOpus(bytes);
  const { channels, preSkip } = opusHeadFields(opusHead);
  // Stereo Opus is decoded as two channels (coupled) so it can be mixed down here.
  const decoder = new OpusDecoder(
    channels === 2 ? { channels: 2, streamCount: 1, coupledStreamCount: 1, preSkip } : { preSkip },
  );
  await decoder.ready;
  try {
    const decoded = decoder.decodeFrames(packets);
    return {
      samples: mixToMono(decoded.channelData, decoded.samplesDecoded),
      sampleRate: decoded.sampleRate,
    };
  } finally {
    decoder.free();
  }
}

async function decodeOgg(bytes: Uint8Array): Promise<Pcm> {
  const decoder = new OggOpusDecoder();
  await decoder.ready;
  try {
    const decoded = await decoder.decodeFile(bytes);
    return {
      samples: mixToMono(decoded.channelData, decoded.samplesDecoded),
      sampleRate: decoded.sampleRate,
    };
  } finally {
    decoder.free();
  }
}

export async function decodeAudio(bytes: Uint8Array, format: AudioFormat): Promise<Pcm> {
  if (format === 'wav') return decodeWav(bytes);
  if (format === 'ogg') return decodeOgg(bytes);
  return decodeWebm(bytes);
}
