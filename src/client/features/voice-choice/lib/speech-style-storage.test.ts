import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SPEECH_STYLE } from '../../../../core/speech/offline-voices.ts';
import { readStoredSpeechStyle, SPEECH_STYLE_STORAGE_KEY, storeSpeechStyle } from './speech-style-storage.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("a visitor's stored voice choice", () => {
  it('round-trips a valid choice', () => {
    vi.stubGlobal('window', { localStorage: memoryStorage() });
    storeSpeechStyle({ voice: 'slt', pace: 'slower' });
    expect(readStoredSpeechStyle()).toEqual({ voice: 'slt', pace: 'slower' });
  });

  it('falls back to the default for nothing, broken JSON or a voice no longer offered', () => {
    const localStorage = memoryStorage();
    vi.stubGlobal('window', { localStorage });
    expect(readStoredSpeechStyle()).toEqual(DEFAULT_SPEECH_STYLE);
    localStorage.setItem(SPEECH_STYLE_STORAGE_KEY, '{oops');
    expect(readStoredSpeechStyle()).toEqual(DEFAULT_SPEECH_STYLE);
    localStorage.setItem(SPEECH_STYLE_STORAGE_KEY, JSON.stringify({ voice: 'en-us', pace: 'natural' }));
    expect(readStoredSpeechStyle()).toEqual(DEFAULT_SPEECH_STYLE);
  });

  it('keeps working when storage is blocked', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('blocked');
      },
    });
    storeSpeechStyle({ voice: 'awb', pace: 'natural' });
    expect(readStoredSpeechStyle()).toEqual(DEFAULT_SPEECH_STYLE);
  });
});
