import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectAudioFormat } from '../../src/server/speech/analysis/audio-format.ts';
import { SPEECH_FIXTURE_PATH, WEBM_FIXTURE_PATH } from './speech-fixture.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

describe('detectAudioFormat', () => {
  it('recognises real browser WebM and a WAV file by their first bytes', () => {
    expect(detectAudioFormat(new Uint8Array(readFileSync(WEBM_FIXTURE_PATH)))).toBe('webm');
    expect(detectAudioFormat(new Uint8Array(readFileSync(SPEECH_FIXTURE_PATH)))).toBe('wav');
  });

  it('recognises Ogg', () => {
    expect(detectAudioFormat(bytes(...ascii('OggS'), 0, 2))).toBe('ogg');
  });

  it('refuses other content whatever it claims to be', () => {
    expect(detectAudioFormat(bytes(...ascii('ID3'), 4, 0))).toBeNull();
    expect(detectAudioFormat(bytes(0xff, 0xfb, 0x90, 0x64))).toBeNull();
    expect(detectAudioFormat(new TextEncoder().encode('<html>not audio</html>'))).toBeNull();
    expect(detectAudioFormat(bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('AVI ')))).toBeNull();
    // Matroska video shares WebM's EBML magic but not its DocType.
    expect(
      detectAudioFormat(bytes(0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x88, ...ascii('matroska'))),
    ).toBeNull();
    expect(detectAudioFormat(new Uint8Array(0))).toBeNull();
  });
});
