import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import type { VoiceProfile } from '../../src/core/schemas.ts';
import { PRESET_VOICES } from '../../src/server/providers/voice/preset-voices.ts';
import { createVoiceProfile } from '../../src/server/voice-profiles/create-voice-profile.ts';
import { elevenLabsError, startFakeElevenLabsServer } from '../provider-servers/elevenlabs.ts';
import { createVoiceTestApp, FIXTURE_WAV, postClone } from './voice-test-support.ts';

type CloneReply = { profile: VoiceProfile; requiresVerification: boolean; notice: string | null };

const offline = await createVoiceTestApp();
const fake = await startFakeElevenLabsServer();
afterAll(() => fake.close());
const eleven = await createVoiceTestApp({
  ELEVENLABS_API_KEY: fake.apiKey,
  ELEVENLABS_BASE_URL: fake.baseUrl,
});
beforeEach(() => fake.reset());

async function expectError(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { error: string }).error).toBe(message);
}

// Issue 13 item 4: personal voices are private.
describe('GET /api/voices', () => {
  const rachel = PRESET_VOICES[0];

  it('shows only the default voice when signed out, with or without a key', async () => {
    expect(await (await offline.request('/api/voices')).json()).toEqual({ voices: [rachel] });
    expect(await (await eleven.request('/api/voices')).json()).toEqual({ voices: [rachel] });
  });

  it("shows the default voice and the caller's own profiles, never the account's other clones", async () => {
    const owner = await eleven.signUpAndSignIn();
    const stranger = await eleven.signUpAndSignIn();
    const cloned = await postClone(eleven, owner.cookie);
    expect(cloned.status).toBe(201);
    const { profile } = (await cloned.json()) as CloneReply;
    // The provider's account now holds the owner's clone next to its presets.
    expect(fake.voiceIds()).toContain(profile.elevenlabs_voice_id);

    const mine = await (await eleven.request('/api/voices', { cookie: owner.cookie })).json();
    expect(mine).toEqual({
      voices: [rachel, { voice_id: profile.elevenlabs_voice_id, name: profile.voice_name }],
    });
    const theirs = await (await eleven.request('/api/voices', { cookie: stranger.cookie })).json();
    expect(theirs).toEqual({ voices: [rachel] });
    expect(fake.requests.some((request) => request.method === 'GET' && request.path === '/v1/voices')).toBe(
      false,
    );
  });

  it('reports which kind of cloning is available', async () => {
    expect(await (await offline.request('/api/voices/capabilities')).json()).toEqual({
      cloning: 'offline',
      speech: 'offline',
    });
    expect(await (await eleven.request('/api/voices/capabilities')).json()).toEqual({
      cloning: 'elevenlabs',
      speech: 'elevenlabs',
    });
    const off = await createVoiceTestApp({ VOICE_CLONING: 'off' });
    expect(await (await off.request('/api/voices/capabilities')).json()).toMatchObject({ cloning: 'none' });
    const { cookie } = await off.signUpAndSignIn();
    await expectError(await postClone(off, cookie), 409, MESSAGES.VOICE_CLONING_DISABLED);
  });
});

describe('POST /api/voices/clone: limits and consent', () => {
  it('needs sign-in', async () => {
    await expectError(await postClone(offline, undefined), 401, MESSAGES.USER_NOT_AUTHENTICATED);
  });

  it('needs explicit consent that this is the speaker’s own voice', async () => {
    const { cookie } = await offline.signUpAndSignIn();
    await expectError(await postClone(offline, cookie, { consent: null }), 400, MESSAGES.CONSENT_REQUIRED);
    await expectError(await postClone(offline, cookie, { consent: 'false' }), 400, MESSAGES.CONSENT_REQUIRED);
  });

  it('refuses no recordings (400), more than 3 (413) and one over 10 MB (413)', async () => {
    const { cookie } = await offline.signUpAndSignIn();
    await expectError(
      await postClone(offline, cookie, { files: [] }),
      400,
      MESSAGES.NEED_TWO_GOOD_RECORDINGS,
    );
    const four = Array.from({ length: 4 }, () => ({ bytes: FIXTURE_WAV.subarray(0, 1000) }));
    await expectError(await postClone(offline, cookie, { files: four }), 413, MESSAGES.TOO_MANY_RECORDINGS);
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set(FIXTURE_WAV.subarray(0, 44));
    await expectError(
      await postClone(offline, cookie, { files: [{ bytes: huge }, { bytes: FIXTURE_WAV }] }),
      413,
      MESSAGES.RECORDING_TOO_LARGE,
    );
  });

  it('judges the type by content, not by the name or declared type (415)', async () => {
    const { cookie } = await offline.signUpAndSignIn();
    const mp3 = new Uint8Array(100_000).fill(0x55);
    mp3.set([0x49, 0x44, 0x33]);
    const response = await postClone(offline, cookie, {
      files: [{ bytes: FIXTURE_WAV }, { bytes: mp3, name: 'voice.webm', type: 'audio/webm' }],
    });
    await expectError(response, 415, MESSAGES.RECORDING_UNSUPPORTED);
  });

  it('needs at least 2 good recordings where the duration is known (spec §5)', async () => {
    const { cookie } = await offline.signUpAndSignIn();
    const poorByTime = await postClone(offline, cookie, { durations: [27.5, 12] });
    await expectError(poorByTime, 400, MESSAGES.NEED_TWO_GOOD_RECORDINGS);
    const small = { bytes: FIXTURE_WAV.subarray(0, 60_000) };
    const poorBySize = await postClone(offline, cookie, {
      files: [small, { bytes: FIXTURE_WAV }],
      durations: [],
    });
    await expectError(poorBySize, 400, MESSAGES.NEED_TWO_GOOD_RECORDINGS);
    const single = await postClone(offline, cookie, { files: [{ bytes: FIXTURE_WAV }], durations: [15] });
    await expectError(single, 400, MESSAGES.NEED_TWO_GOOD_RECORDINGS);
  });
});

describe('offline voice match', () => {
  it('measures the speaker, saves an active profile and keeps a sample only its owner can play', async () => {
    const owner = await offline.signUpAndSignIn();
    const response = await postClone(offline, owner.cookie, { durations: ['27.5', 'not-a-number'] });
    expect(response.status).toBe(201);
    const reply = (await response.json()) as CloneReply;
    expect(reply.requiresVerification).toBe(false);
    expect(reply.notice).toBe(MESSAGES.VOICE_MATCH_NOTE);
    expect(reply.profile).toMatchObject({ user_id: owner.userId, provider: 'offline', is_active: true });
    const settings = reply.profile.voice_settings as { pitchHz: number; isApproximation: boolean };
    expect(settings.isApproximation).toBe(true);
    expect(Math.abs(settings.pitchHz - 120)).toBeLessThan(15);

    const sampleUrl = reply.profile.audio_sample_url!;
    expect(sampleUrl).toMatch(/^\/api\/voices\/samples\/[0-9a-f-]{36}\.wav$/);
    const sample = await offline.request(sampleUrl, { cookie: owner.cookie });
    expect(sample.status).toBe(200);
    expect(sample.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await sample.arrayBuffer()).equals(FIXTURE_WAV)).toBe(true);

    const other = await offline.signUpAndSignIn();
    expect((await offline.request(sampleUrl, { cookie: other.cookie })).status).toBe(404);
    expect((await offline.request(sampleUrl)).status).toBe(401);
    expect(
      (await offline.request('/api/voices/samples/..%2F..%2Fetc%2Fpasswd', { cookie: owner.cookie })).status,
    ).toBe(404);

    // Deleting the profile deletes the kept sample too (DESIGN §7).
    const deleted = await offline.request(`/api/voice-profiles/${reply.profile.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(deleted.status).toBe(200);
    expect((await offline.request(sampleUrl, { cookie: owner.cookie })).status).toBe(404);
  });
});

describe('ElevenLabs cloning', () => {
  it('sends the recordings as voice_sample files and saves the active profile', async () => {
    const { cookie, userId } = await eleven.signUpAndSignIn();
    const response = await postClone(eleven, cookie, { name: '  Work voice ', description: 'for notes' });
    expect(response.status).toBe(201);
    const reply = (await response.json()) as CloneReply;
    expect(fake.problems).toEqual([]);
    const [request] = fake.requests;
    expect(request?.fields).toEqual({ name: 'Work voice', description: 'for notes' });
    expect(request?.files?.map((file) => file.filename)).toEqual(['voice_sample.wav', 'voice_sample.wav']);
    expect(reply.profile).toMatchObject({
      user_id: userId,
      voice_name: 'Work voice',
      elevenlabs_voice_id: expect.stringMatching(/^fake-clone-\d+$/),
      provider: 'elevenlabs',
      is_active: true,
    });
    expect(reply.notice).toBeNull();
  });

  it('keeps a voice that needs verification inactive and says why', async () => {
    const { cookie } = await eleven.signUpAndSignIn();
    fake.enqueue({
      status: 200,
      body: JSON.stringify({ voice_id: 'needs-check', requires_verification: true }),
    });
    const reply = (await (await postClone(eleven, cookie)).json()) as CloneReply;
    expect(reply.requiresVerification).toBe(true);
    expect(reply.profile.is_active).toBe(false);
    expect(reply.notice).toBe(MESSAGES.VOICE_NEEDS_VERIFICATION);
  });

  it("answers a plan without cloning with the spec's subscription message and saves nothing", async () => {
    const { cookie } = await eleven.signUpAndSignIn();
    fake.enqueue(elevenLabsError(400, 'can_not_use_instant_voice_cloning', 'Upgrade your plan'));
    const response = await postClone(eleven, cookie);
    await expectError(response, 424, MESSAGES.CLONE_FAILED_PREFIX + MESSAGES.VOICE_SUBSCRIPTION);
    const profiles = await (await eleven.request('/api/voice-profiles', { cookie })).json();
    expect(profiles).toEqual({ profiles: [] });
  });

  it('deletes the provider voice with the profile; a provider failure does not block', async () => {
    const { cookie } = await eleven.signUpAndSignIn();
    const first = ((await (await postClone(eleven, cookie)).json()) as CloneReply).profile;
    const second = ((await (await postClone(eleven, cookie)).json()) as CloneReply).profile;

    await eleven.request(`/api/voice-profiles/${first.id}`, { method: 'DELETE', cookie });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/v1/voices/${first.elevenlabs_voice_id}`,
    });
    expect(fake.voiceIds()).not.toContain(first.elevenlabs_voice_id);

    fake.enqueue(elevenLabsError(500, 'internal', 'down'));
    const response = await eleven.request(`/api/voice-profiles/${second.id}`, { method: 'DELETE', cookie });
    expect(response.status).toBe(200);
    expect(await (await eleven.request('/api/voice-profiles', { cookie })).json()).toEqual({ profiles: [] });
  });

  it("never deletes a provider voice that another user's profile still uses", async () => {
    const owner = await eleven.signUpAndSignIn();
    const profile = ((await (await postClone(eleven, owner.cookie)).json()) as CloneReply).profile;
    const other = await eleven.signUpAndSignIn();
    // A second row naming the same provider voice, as the voice-profiles table allows.
    const row = await createVoiceProfile({
      db: eleven.deps.db,
      userId: other.userId,
      voiceName: 'Copy',
      providerVoiceId: profile.elevenlabs_voice_id,
      provider: 'elevenlabs',
    });
    await eleven.request(`/api/voice-profiles/${row.id}`, { method: 'DELETE', cookie: other.cookie });
    expect(fake.requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(fake.voiceIds()).toContain(profile.elevenlabs_voice_id);
  });
});
