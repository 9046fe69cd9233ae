import { describe, expect, it } from 'vitest';
import { AUDIO_CONSTRAINTS, pickRecordingMimeType } from './microphone.ts';

describe('microphone settings (spec §7)', () => {
  it('asks for mono audio at 44.1 kHz', () => {
    expect(AUDIO_CONSTRAINTS).toEqual({ channelCount: 1, sampleRate: 44_100 });
  });

  it('prefers webm/opus, then plain webm, then ogg/opus', () => {
    expect(pickRecordingMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickRecordingMimeType((type) => type === 'audio/webm')).toBe('audio/webm');
    expect(pickRecordingMimeType((type) => type.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus');
    expect(pickRecordingMimeType(() => false)).toBeUndefined();
  });
});
