// Where a WebAssembly module's read-only data (its `.rodata` data segment) lies in its memory, read
// from the module's bytes: the data section gives each segment's offset and length, the name section
// (kept by wasm-ld) says which segment is `.rodata`. null when the module does not say, so that the
// caller then treats all memory as writable.
export type ByteRange = { start: number; end: number };

const SECTION_DATA = 11;
const SECTION_CUSTOM = 0;
const NAME_SUBSECTION_DATA_SEGMENTS = 9;
const OPCODE_I32_CONST = 0x41;
const OPCODE_END = 0x0b;

class Reader {
  constructor(
    readonly bytes: Uint8Array,
    public at = 0,
  ) {}
  byte() {
    const value = this.bytes[this.at++];
    if (value === undefined) throw new Error('wasm: unexpected end');
    return value;
  }
  unsigned() {
    let result = 0;
    let scale = 1;
    for (;;) {
      const value = this.byte();
      result += (value & 0x7f) * scale;
      if ((value & 0x80) === 0) return result;
      scale *= 128;
    }
  }
  signed32() {
    let result = 0;
    let shift = 0;
    let value = 0;
    do {
      value = this.byte();
      result |= (value & 0x7f) << shift;
      shift += 7;
    } while (value & 0x80);
    return shift < 32 && value & 0x40 ? result | (-1 << shift) : result;
  }
  text(length: number) {
    const value = new TextDecoder().decode(this.bytes.subarray(this.at, this.at + length));
    this.at += length;
    return value;
  }
}

// Active segments placed by a constant offset, in memory 0: what wasm-ld writes for a program.
function dataSegments(reader: Reader, end: number): (ByteRange | null)[] {
  const count = reader.unsigned();
  const segments: (ByteRange | null)[] = [];
  for (let index = 0; index < count && reader.at < end; index++) {
    const flags = reader.unsigned();
    if (flags === 1) {
      reader.at += reader.unsigned();
      segments.push(null);
      continue;
    }
    if (flags === 2) reader.unsigned();
    if (flags > 2 || reader.byte() !== OPCODE_I32_CONST) return [];
    const start = reader.signed32();
    if (reader.byte() !== OPCODE_END) return [];
    const length = reader.unsigned();
    reader.at += length;
    segments.push({ start, end: start + length });
  }
  return segments;
}

function dataSegmentNames(reader: Reader, end: number): Map<number, string> {
  const names = new Map<number, string>();
  while (reader.at < end) {
    const kind = reader.byte();
    const size = reader.unsigned();
    const next = reader.at + size;
    if (kind === NAME_SUBSECTION_DATA_SEGMENTS) {
      const count = reader.unsigned();
      for (let index = 0; index < count; index++)
        names.set(reader.unsigned(), reader.text(reader.unsigned()));
    }
    reader.at = next;
  }
  return names;
}

export function readOnlyDataRange(wasm: Uint8Array): ByteRange | null {
  try {
    const reader = new Reader(wasm, 8);
    let segments: (ByteRange | null)[] = [];
    let names = new Map<number, string>();
    while (reader.at < wasm.length) {
      const id = reader.byte();
      const size = reader.unsigned();
      const end = reader.at + size;
      if (id === SECTION_DATA) segments = dataSegments(reader, end);
      else if (id === SECTION_CUSTOM && reader.text(reader.unsigned()) === 'name')
        names = dataSegmentNames(reader, end);
      reader.at = end;
    }
    const readOnly = [...names].filter(([, name]) => name === '.rodata');
    if (readOnly.length !== 1) return null;
    return segments[readOnly[0]?.[0] ?? -1] ?? null;
  } catch {
    return null;
  }
}
