// Wraps Opus packets (e.g. demuxed from a Chromium WebM) into an Ogg Opus file (RFC 7845), so the
// Ogg decoding path is tested on real browser audio without a native encoder.

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

function oggCrc(bytes: Uint8Array) {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

// Samples at 48 kHz in one packet, from its TOC byte (RFC 6716 §3.1).
function packetSamples(packet: Uint8Array) {
  const toc = packet[0] ?? 0;
  const config = toc >> 3;
  const frameMs =
    config < 12
      ? [10, 20, 40, 60][config % 4]!
      : config < 16
        ? [10, 20][config % 2]!
        : [2.5, 5, 10, 20][config % 4]!;
  const code = toc & 3;
  const frames = code === 0 ? 1 : code < 3 ? 2 : (packet[1] ?? 0) & 0x3f;
  return frameMs * 48 * frames;
}

function page(packets: Uint8Array[], granule: bigint, sequence: number, flags: number) {
  const lacing = packets.flatMap((packet) => [
    ...Array<number>(Math.floor(packet.length / 255)).fill(255),
    packet.length % 255,
  ]);
  const bodyLength = packets.reduce((sum, packet) => sum + packet.length, 0);
  const bytes = new Uint8Array(27 + lacing.length + bodyLength);
  const view = new DataView(bytes.buffer);
  bytes.set([0x4f, 0x67, 0x67, 0x53, 0, flags]);
  view.setBigUint64(6, granule, true);
  view.setUint32(14, 0x43414c4d, true); // stream serial number
  view.setUint32(18, sequence, true);
  bytes[26] = lacing.length;
  bytes.set(lacing, 27);
  let offset = 27 + lacing.length;
  for (const packet of packets) {
    bytes.set(packet, offset);
    offset += packet.length;
  }
  view.setUint32(22, oggCrc(bytes), true);
  return bytes;
}

export function muxOggOpus(opusHead: Uint8Array, packets: readonly Uint8Array[], packetsPerPage = 40) {
  const tags = new TextEncoder().encode('OpusTags\u0008\u0000\u0000\u0000calmly\u0000\u0000\u0000\u0000');
  const pages = [page([opusHead], 0n, 0, 0x02), page([tags], 0n, 1, 0)];
  let granule = 0n;
  for (let start = 0; start < packets.length; start += packetsPerPage) {
    const chunk = packets.slice(start, start + packetsPerPage);
    granule += BigInt(chunk.reduce((sum, packet) => sum + packetSamples(packet), 0));
    const isLast = start + packetsPerPage >= packets.length;
    pages.push(page(chunk, granule, pages.length, isLast ? 0x04 : 0));
  }
  const output = new Uint8Array(pages.reduce((sum, bytes) => sum + bytes.length, 0));
  let offset = 0;
  for (const bytes of pages) {
    output.set(bytes, offset);
    offset += bytes.length;
  }
  return output;
}
