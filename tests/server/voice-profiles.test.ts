import { eq } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import type { VoiceProfile } from '../../src/core/schemas.ts';
import { voiceProfiles } from '../../src/server/db/schema.ts';
import { createLogger } from '../../src/server/logger.ts';
import { createTestApp } from '../support/test-app.ts';
import { isPostgres } from '../support/test-db.ts';

const deleted: string[] = [];
const t = await createTestApp({
  deps: {
    onVoiceProfileDeleted: async (row) => {
      deleted.push(row.id);
    },
  },
});

async function create(cookie: string, voiceName: string, extra: Record<string, unknown> = {}) {
  const response = await t.request('/api/voice-profiles', {
    json: { voice_name: voiceName, elevenlabs_voice_id: `voice-${voiceName}`, ...extra },
    cookie,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { profile: VoiceProfile }).profile;
}

async function list(cookie: string) {
  const response = await t.request('/api/voice-profiles', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { profiles: VoiceProfile[] }).profiles;
}

const activeNames = (profiles: VoiceProfile[]) =>
  profiles.filter((p) => p.is_active).map((p) => p.voice_name);

describe('voice profiles', () => {
  test('signed out, every operation answers 401 "User not authenticated"', async () => {
    const calls = [
      t.request('/api/voice-profiles'),
      t.request('/api/voice-profiles', { json: { voice_name: 'x', elevenlabs_voice_id: 'y' } }),
      t.request('/api/voice-profiles/00000000-0000-4000-8000-000000000000/activate', { method: 'POST' }),
      t.request('/api/voice-profiles/00000000-0000-4000-8000-000000000000', { method: 'DELETE' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: MESSAGES.USER_NOT_AUTHENTICATED,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  test('creating makes the new profile the only active one; the list is newest first', async () => {
    const { cookie, userId } = await t.signUpAndSignIn();
    const first = await create(cookie, 'First', {
      provider: 'offline',
      voice_settings: { pitchHz: 180, rate: 0.9 },
    });
    expect(first).toMatchObject({
      user_id: userId,
      voice_name: 'First',
      elevenlabs_voice_id: 'voice-First',
      audio_sample_url: null,
      is_active: true,
      provider: 'offline',
      voice_settings: { pitchHz: 180, rate: 0.9 },
    });
    await create(cookie, 'Second');
    const profiles = await list(cookie);
    expect(profiles.map((p) => p.voice_name)).toEqual(['Second', 'First']);
    expect(activeNames(profiles)).toEqual(['Second']);
  });

  test('activating one deactivates the others', async () => {
    const { cookie } = await t.signUpAndSignIn();
    const first = await create(cookie, 'First');
    await create(cookie, 'Second');
    const response = await t.request(`/api/voice-profiles/${first.id}/activate`, { method: 'POST', cookie });
    expect(response.status).toBe(200);
    expect(activeNames(await list(cookie))).toEqual(['First']);
  });

  test('deleting removes the row and asks the provider to delete its voice', async () => {
    const { cookie } = await t.signUpAndSignIn();
    const profile = await create(cookie, 'Gone');
    const response = await t.request(`/api/voice-profiles/${profile.id}`, { method: 'DELETE', cookie });
    expect(response.status).toBe(200);
    expect(deleted).toContain(profile.id);
    expect(await list(cookie)).toEqual([]);
  });

  test('a provider failure is logged and does not block the deletion (spec §7)', async () => {
    const logger = createLogger('silent');
    const logError = vi.spyOn(logger, 'error');
    const failing = await createTestApp({
      deps: {
        logger,
        onVoiceProfileDeleted: () => Promise.reject(new Error('provider down')),
      },
    });
    const { cookie } = await failing.signUpAndSignIn();
    const created = await failing.request('/api/voice-profiles', {
      json: { voice_name: 'Flaky', elevenlabs_voice_id: 'v1' },
      cookie,
    });
    const { profile } = (await created.json()) as { profile: VoiceProfile };
    const response = await failing.request(`/api/voice-profiles/${profile.id}`, { method: 'DELETE', cookie });
    expect(response.status).toBe(200);
    expect(logError).toHaveBeenCalledOnce();
    expect(await t.deps.db.select().from(voiceProfiles).where(eq(voiceProfiles.id, profile.id))).toEqual([]);
  });

  test("user B can neither list, activate nor delete user A's profiles", async () => {
    const a = await t.signUpAndSignIn();
    const b = await t.signUpAndSignIn();
    const older = await create(a.cookie, 'A older');
    await create(a.cookie, 'A newer');
    const before = await list(a.cookie);

    expect(await list(b.cookie)).toEqual([]);
    const activate = await t.request(`/api/voice-profiles/${older.id}/activate`, {
      method: 'POST',
      cookie: b.cookie,
    });
    expect(activate.status).toBe(404);
    expect(await activate.json()).toEqual({ error: MESSAGES.NOT_FOUND, code: 'NOT_FOUND' });
    const remove = await t.request(`/api/voice-profiles/${older.id}`, { method: 'DELETE', cookie: b.cookie });
    expect(remove.status).toBe(404);
    expect(deleted).not.toContain(older.id);

    expect(await list(a.cookie)).toEqual(before);
  });

  test('an id that is not a uuid is simply not found', async () => {
    const { cookie } = await t.signUpAndSignIn();
    const response = await t.request("/api/voice-profiles/1' or '1'='1/activate", { method: 'POST', cookie });
    expect(response.status).toBe(404);
  });

  test('a blank name is refused with the catalogue message', async () => {
    const { cookie } = await t.signUpAndSignIn();
    const response = await t.request('/api/voice-profiles', {
      json: { voice_name: '   ', elevenlabs_voice_id: 'v' },
      cookie,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: MESSAGES.PROFILE_NAME_REQUIRED, code: 'INVALID_REQUEST' });
  });

  test('a provider voice id cannot be claimed here: only cloning creates provider voices', async () => {
    const { cookie } = await t.signUpAndSignIn();
    const response = await t.request('/api/voice-profiles', {
      json: { voice_name: 'Borrowed', elevenlabs_voice_id: 'someone-elses-voice', provider: 'elevenlabs' },
      cookie,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: MESSAGES.PROVIDER_VOICE_VIA_CLONE,
      code: 'INVALID_REQUEST',
    });
    expect(await list(cookie)).toEqual([]);
  });

  test.skipIf(!isPostgres())(
    '50 concurrent activations leave exactly one active profile (PostgreSQL only: PGlite runs one transaction at a time, so it cannot race)',
    async () => {
      const { cookie } = await t.signUpAndSignIn();
      const profiles: VoiceProfile[] = [];
      for (let index = 0; index < 5; index += 1) profiles.push(await create(cookie, `P${index}`));
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          t.request(`/api/voice-profiles/${profiles[index % profiles.length]?.id}/activate`, {
            method: 'POST',
            cookie,
          }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
      expect(activeNames(await list(cookie))).toHaveLength(1);
    },
  );
});
