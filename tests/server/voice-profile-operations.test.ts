import { describe, expect, test } from 'vitest';
import { voiceProfiles } from '../../src/server/db/schema.ts';
import { createVoiceProfile } from '../../src/server/voice-profiles/create-voice-profile.ts';
import { deleteVoiceProfile } from '../../src/server/voice-profiles/delete-voice-profile.ts';
import { getActiveVoiceProfile } from '../../src/server/voice-profiles/get-active-voice-profile.ts';
import { listVoiceProfiles } from '../../src/server/voice-profiles/list-voice-profiles.ts';
import { setActiveVoiceProfile } from '../../src/server/voice-profiles/set-active-voice-profile.ts';
import { createTestApp } from '../support/test-app.ts';
import { getTestDb } from '../support/test-db.ts';

const t = await createTestApp();
const db = await getTestDb();

const base = { voiceName: 'Mine', providerVoiceId: 'v-1', provider: 'offline' as const };

describe('voice profile operations', () => {
  test('a profile awaiting verification is stored inactive and leaves the active one alone', async () => {
    const { userId } = await t.signUpAndSignIn();
    const active = await createVoiceProfile({ db, userId, ...base });
    const pending = await createVoiceProfile({
      db,
      userId,
      ...base,
      provider: 'elevenlabs',
      isActive: false,
    });
    expect(pending.isActive).toBe(false);
    expect((await getActiveVoiceProfile({ db, userId }))?.id).toBe(active.id);
  });

  test('no active profile means null', async () => {
    const { userId } = await t.signUpAndSignIn();
    expect(await getActiveVoiceProfile({ db, userId })).toBeNull();
  });

  test('ownership is part of every query', async () => {
    const owner = await t.signUpAndSignIn();
    const other = await t.signUpAndSignIn();
    const row = await createVoiceProfile({ db, userId: owner.userId, ...base });
    expect(await setActiveVoiceProfile({ db, userId: other.userId, id: row.id })).toBeNull();
    expect(await deleteVoiceProfile({ db, userId: other.userId, id: row.id })).toBeNull();
    expect(await listVoiceProfiles({ db, userId: other.userId })).toEqual([]);
    expect((await deleteVoiceProfile({ db, userId: owner.userId, id: row.id }))?.id).toBe(row.id);
  });

  test('the database itself refuses a second active profile for one user', async () => {
    const { userId } = await t.signUpAndSignIn();
    await createVoiceProfile({ db, userId, ...base });
    const second = db.insert(voiceProfiles).values({
      userId,
      voiceName: 'Sneaky',
      elevenlabsVoiceId: 'v-2',
      provider: 'offline',
      isActive: true,
    });
    await expect(second).rejects.toThrow();
  });
});
