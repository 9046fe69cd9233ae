import { describe, expect, it } from 'vitest';
import type { VoiceProfile } from '../../../../core/schemas.ts';
import { newestFirst } from './newest-first.ts';

const profile = (id: string, created_at: string): VoiceProfile => ({
  id,
  user_id: 'user-1',
  voice_name: id,
  elevenlabs_voice_id: `voice-${id}`,
  audio_sample_url: null,
  is_active: false,
  created_at,
  provider: 'offline',
  voice_settings: null,
});

describe('newestFirst (spec §3)', () => {
  it('orders profiles by creation time, newest first, without touching the input', () => {
    const input = [
      profile('old', '2026-01-01T10:00:00.000Z'),
      profile('new', '2026-03-01T10:00:00.000Z'),
      profile('mid', '2026-02-01T10:00:00.000Z'),
    ];
    expect(newestFirst(input).map((p) => p.id)).toEqual(['new', 'mid', 'old']);
    expect(input.map((p) => p.id)).toEqual(['old', 'new', 'mid']);
  });
});
