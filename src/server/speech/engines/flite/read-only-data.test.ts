import { describe, expect, it } from 'vitest';
import { readOnlyDataRange } from './read-only-data.ts';

// A tiny module: one memory, one data segment of 3 bytes at offset 1024, optionally named.
const leb = (value: number) => {
  const bytes: number[] = [];
  do {
    let byte = value & 0x7f;
    value >>>= 7;
    if (value) byte |= 0x80;
    bytes.push(byte);
  } while (value);
  return bytes;
};
const section = (id: number, body: number[]) => [id, ...leb(body.length), ...body];
const text = (value: string) => [...leb(value.length), ...new TextEncoder().encode(value)];
function moduleBytes(segmentName: string | null) {
  const memory = section(5, [1, 0, 1]);
  const data = section(11, [1, 0, 0x41, ...[0x80, 0x08], 0x0b, 3, 1, 2, 3]);
  const names =
    segmentName === null
      ? []
      : section(0, [...text('name'), 9, ...leb(3 + segmentName.length), 1, 0, ...text(segmentName)]);
  return new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, ...memory, ...data, ...names]);
}

describe('readOnlyDataRange', () => {
  it('is the segment the name section calls .rodata', () => {
    const bytes = moduleBytes('.rodata');
    expect(WebAssembly.validate(bytes)).toBe(true);
    expect(readOnlyDataRange(bytes)).toEqual({ start: 1024, end: 1027 });
  });

  it('is null for a writable segment, an unnamed one, or bytes that are not a module', () => {
    expect(readOnlyDataRange(moduleBytes('.data'))).toBeNull();
    expect(readOnlyDataRange(moduleBytes('.rodata.cst'))).toBeNull();
    expect(readOnlyDataRange(moduleBytes(null))).toBeNull();
    expect(readOnlyDataRange(new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 11, 9]))).toBeNull();
  });
});
