// Recordings are recognised by their first bytes, never by the name or type the browser sent.
export type AudioFormat = 'webm' | 'ogg' | 'wav';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const OGG_MAGIC = [0x4f, 0x67, 0x67, 0x53]; // "OggS"
const RIFF_MAGIC = [0x52, 0x49, 0x46, 0x46]; // "RIFF"
const WAVE_MAGIC = [0x57, 0x41, 0x56, 0x45]; // "WAVE"
const WEBM_DOCTYPE = [0x77, 0x65, 0x62, 0x6d]; // "webm"
// The EBML header is short; its DocType must appear within it.
const EBML_HEADER_SEARCH_BYTES = 64;

function hasWebmDocType(bytes: Uint8Array) {
  const limit = Math.min(bytes.length, EBML_HEADER_SEARCH_BYTES);
  for (let offset = 4; offset < limit; offset++) if (startsWith(bytes, WEBM_DOCTYPE, offset)) return true;
  return false;
}

export function detectAudioFormat(bytes: Uint8Array): AudioFormat | null {
  if (startsWith(bytes, EBML_MAGIC) && hasWebmDocType(bytes)) return 'webm';
  if (startsWith(bytes, OGG_MAGIC)) return 'ogg';
  if (startsWith(bytes, RIFF_MAGIC) && startsWith(bytes, WAVE_MAGIC, 8)) return 'wav';
  return null;
}

export const AUDIO_FORMAT_EXTENSION: Record<AudioFormat, string> = { webm: 'webm', ogg: 'ogg', wav: 'wav' };
export const AUDIO_FORMAT_MIME: Record<AudioFormat, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};
