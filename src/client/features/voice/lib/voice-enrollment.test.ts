import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearEnrollment,
  ENROLLED_VOICE_ID_KEY,
  ENROLLED_VOICE_NAME_KEY,
  readEnrollment,
  saveEnrollment,
} from './voice-enrollment.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('local voice enrollment (spec §3, §4)', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the voice id and name once cloning succeeds', () => {
    expect(readEnrollment()).toBeNull();
    saveEnrollment({ voiceId: 'voice-1', voiceName: 'My Personal Voice' });
    expect(storage.getItem(ENROLLED_VOICE_ID_KEY)).toBe('voice-1');
    expect(storage.getItem(ENROLLED_VOICE_NAME_KEY)).toBe('My Personal Voice');
    expect(readEnrollment()).toEqual({ voiceId: 'voice-1', voiceName: 'My Personal Voice' });
  });

  it('clears both entries when that voice is deleted', () => {
    saveEnrollment({ voiceId: 'voice-1', voiceName: 'Mine' });
    clearEnrollment('voice-1');
    expect(storage.length).toBe(0);
    expect(readEnrollment()).toBeNull();
  });

  it('keeps the enrollment when another voice is deleted', () => {
    saveEnrollment({ voiceId: 'voice-1', voiceName: 'Mine' });
    clearEnrollment('voice-2');
    expect(readEnrollment()).toEqual({ voiceId: 'voice-1', voiceName: 'Mine' });
  });

  it('never throws where storage is blocked', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(() => saveEnrollment({ voiceId: 'v', voiceName: 'n' })).not.toThrow();
    expect(readEnrollment()).toBeNull();
    expect(() => clearEnrollment('v')).not.toThrow();
  });
});
