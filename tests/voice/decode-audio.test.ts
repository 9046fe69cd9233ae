import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeAudio } from '../../src/server/speech/analysis/decode-audio.ts';
import { decodeWav, encodeWav } from '../../src/server/speech/analysis/decode-wav.ts';
import { demuxWebmOpus } from '../../src/server/speech/analysis/demux-webm.ts';
import { measurePitchHz } from '../../src/server/speech/analysis/measure-pitch.ts';
import { muxOggOpus } from './ogg-opus-mux.ts';
import {
  SPEECH_FIXTURE_PATH,
  SPEECH_FIXTURE_SPEAKER,
  WEBM_FIXTURE_PATH,
  WEBM_FIXTURE_SECONDS,
} from './speech-fixture.ts';

const webm = new Uint8Array(readFileSync(WEBM_FIXTURE_PATH));
const expectSpeakerPitch = (pitch: number | null) => {
  expect(pitch).not.toBeNull();
  expect(Math.abs(pitch! - SPEECH_FIXTURE_SPEAKER.pitchHz) / SPEECH_FIXTURE_SPEAKER.pitchHz).toBeLessThan(
    0.15,
  );
};

describe('decodeAudio', () => {
  it('decodes a Chromium WebM/Opus recording to 48 kHz speech at the speaker pitch', async () => {
    const pcm = await decodeAudio(webm, 'webm');
    expect(pcm.sampleRate).toBe(48_000);
    expect(pcm.samples.length / pcm.sampleRate).toBeCloseTo(WEBM_FIXTURE_SECONDS, 0);
    expectSpeakerPitch(measurePitchHz(pcm));
  });

  it('decodes the same packets in an Ogg Opus file', async () => {
    const { opusHead, packets } = demuxWebmOpus(webm);
    const pcm = await decodeAudio(muxOggOpus(opusHead!, packets), 'ogg');
    expect(pcm.samples.length / pcm.sampleRate).toBeCloseTo(WEBM_FIXTURE_SECONDS, 0);
    expectSpeakerPitch(measurePitchHz(pcm));
  });

  it('decodes the WAV fixture', async () => {
    const pcm = await decodeAudio(new Uint8Array(readFileSync(SPEECH_FIXTURE_PATH)), 'wav');
    expect(pcm.sampleRate).toBe(48_000);
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(20);
    expectSpeakerPitch(measurePitchHz(pcm));
  });

  it('keeps the complete blocks of a WebM that was cut short', async () => {
    const { packets } = demuxWebmOpus(webm);
    const truncated = demuxWebmOpus(webm.subarray(0, Math.floor(webm.length / 2)));
    expect(truncated.packets.length).toBeGreaterThan(10);
    expect(truncated.packets.length).toBeLessThan(packets.length);
  });

  it('refuses a WebM without an Opus track', () => {
    expect(() => demuxWebmOpus(webm.subarray(0, 40))).toThrow(/Opus/);
  });
});

describe('WAV', () => {
  it('round-trips 16-bit mono samples', () => {
    const samples = Float32Array.from([0, 0.5, -0.5, 0.25, -1]);
    const decoded = decodeWav(encodeWav({ samples, sampleRate: 16_000 }));
    expect(decoded.sampleRate).toBe(16_000);
    decoded.samples.forEach((sample, index) => {
      expect(sample).toBeCloseTo(samples[index]!, 3);
    });
  });
});
