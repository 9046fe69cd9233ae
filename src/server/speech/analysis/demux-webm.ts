// A minimal WebM (Matroska/EBML) reader that pulls the Opus packets out of a browser recording.
// Chromium writes live recordings with "unknown size" Segment and Cluster elements, so master
// elements are entered in place instead of being skipped by size.

const ID = {
  segment: 0x18538067,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  codecId: 0x86,
  codecPrivate: 0x63a2,
  cluster: 0x1f43b675,
  blockGroup: 0xa0,
  block: 0xa1,
  simpleBlock: 0xa3,
} as const;
const ENTERED = new Set<number>([ID.segment, ID.tracks, ID.trackEntry, ID.cluster, ID.blockGroup]);
const LACING_MASK = 0x06;

export type WebmOpus = { opusHead: Uint8Array | null; packets: Uint8Array[] };

function vintLength(firstByte: number) {
  for (let length = 1; length <= 8; length++) if (firstByte & (0x80 >> (length - 1))) return length;
  throw new Error('invalid EBML variable-length integer');
}

function readVint(bytes: Uint8Array, offset: number, keepMarker: boolean) {
  const length = vintLength(bytes[offset] ?? 0xff);
  let value = keepMarker ? (bytes[offset] ?? 0) : (bytes[offset] ?? 0) & (0xff >> length);
  let isAllOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    const byte = bytes[offset + index] ?? 0;
    value = value * 256 + byte;
    isAllOnes &&= byte === 0xff;
  }
  return { value, length, isUnknown: !keepMarker && isAllOnes };
}

function readElementHeader(bytes: Uint8Array, offset: number) {
  const id = readVint(bytes, offset, true);
  if (offset + id.length >= bytes.length) return null;
  const size = readVint(bytes, offset + id.length, false);
  return offset + id.length + size.length > bytes.length ? null : { id, size };
}

function readUint(bytes: Uint8Array) {
  return bytes.reduce((value, byte) => value * 256 + byte, 0);
}

export function demuxWebmOpus(bytes: Uint8Array): WebmOpus {
  const tracks: { number: number; codec: string; codecPrivate: Uint8Array | null }[] = [];
  const blocks: { track: number; payload: Uint8Array }[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const header = readElementHeader(bytes, offset);
    // A recording cut short ends inside an element: keep what was complete.
    if (!header) break;
    const { id, size } = header;
    const body = offset + id.length + size.length;
    if (ENTERED.has(id.value)) {
      if (id.value === ID.trackEntry) tracks.push({ number: 0, codec: '', codecPrivate: null });
      offset = body;
      continue;
    }
    if (size.isUnknown || body + size.value > bytes.length) break;
    const data = bytes.subarray(body, body + size.value);
    const track = tracks.at(-1);
    if (id.value === ID.trackNumber && track) track.number = readUint(data);
    else if (id.value === ID.codecId && track) track.codec = new TextDecoder().decode(data);
    else if (id.value === ID.codecPrivate && track) track.codecPrivate = data;
    else if (id.value === ID.simpleBlock || id.value === ID.block) {
      const trackNumber = readVint(data, 0, false);
      const flags = data[trackNumber.length + 2] ?? 0;
      if (flags & LACING_MASK) throw new Error('laced WebM blocks are not supported');
      blocks.push({ track: trackNumber.value, payload: data.subarray(trackNumber.length + 3) });
    }
    offset = body + size.value;
  }
  const opus = tracks.find((track) => track.codec === 'A_OPUS');
  if (!opus) throw new Error('WebM without an Opus track');
  return {
    opusHead: opus.codecPrivate,
    packets: blocks.filter((block) => block.track === opus.number).map((block) => block.payload),
  };
}
