import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import type { VoiceProfile } from '../../src/core/schemas.ts';
import { createVoiceProfile } from '../../src/server/voice-profiles/create-voice-profile.ts';
import { elevenLabsError, startFakeElevenLabsServer } from '../provider-servers/elevenlabs.ts';
import { createVoiceTestApp, postClone, postSpeech } from './voice-test-support.ts';

const offline = await createVoiceTestApp();
const fake = await startFakeElevenLabsServer();
afterAll(() => fake.close());
const eleven = await createVoiceTestApp({
  ELEVENLABS_API_KEY: fake.apiKey,
  ELEVENLABS_BASE_URL: fake.baseUrl,
  ELEVENLABS_DEFAULT_VOICE_ID: 'ErXwobaYiN9PefSX7bLv',
});
beforeEach(() => fake.reset());

async function expectError(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { error: string }).error).toBe(message);
}

async function decodedSeconds(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('audio/mpeg');
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const decoded = decoder.decode(new Uint8Array(await response.arrayBuffer()));
  decoder.free();
  expect(decoded.errors).toEqual([]);
  return decoded.samplesDecoded / decoded.sampleRate;
}

const cloneProfile = async (t: typeof offline, cookie: string) =>
  ((await (await postClone(t, cookie)).json()) as { profile: VoiceProfile }).profile;

describe('POST /api/speech, offline engine', () => {
  it('reads a note in the default voice to anyone, as mp3', async () => {
    const seconds = await decodedSeconds(await postSpeech(offline, { text: 'Hi Sam. **No rush** at all!' }));
    expect(seconds).toBeGreaterThan(1);
  });

  it('refuses a blank or missing note with the spec message', async () => {
    await expectError(await postSpeech(offline, { text: '  \n ' }), 400, MESSAGES.EMPTY_VOICE_NOTE);
    await expectError(await postSpeech(offline, {}), 400, MESSAGES.EMPTY_VOICE_NOTE);
  });

  it('asks a signed-out visitor to sign in for a personal voice', async () => {
    await expectError(
      await postSpeech(offline, { text: 'Hello.', voice: 'personal' }),
      401,
      MESSAGES.USER_NOT_AUTHENTICATED,
    );
  });

  it('needs an active profile for a personal voice, and uses only the caller’s own', async () => {
    const owner = await offline.signUpAndSignIn();
    const other = await offline.signUpAndSignIn();
    await expectError(
      await postSpeech(offline, { text: 'Hello.', voice: 'personal' }, owner.cookie),
      409,
      MESSAGES.NO_PERSONAL_VOICE,
    );
    await cloneProfile(offline, owner.cookie);
    expect(
      await decodedSeconds(
        await postSpeech(offline, { text: 'Hello there.', voice: 'personal' }, owner.cookie),
      ),
    ).toBeGreaterThan(0.3);
    // Another user with no profile of their own never gets the owner's voice.
    await expectError(
      await postSpeech(offline, { text: 'Hello.', voice: 'personal' }, other.cookie),
      409,
      MESSAGES.NO_PERSONAL_VOICE,
    );
  });

  it('refuses an ElevenLabs profile when the server has no ElevenLabs key', async () => {
    const { cookie, userId } = await offline.signUpAndSignIn();
    // A profile made while the server had a key, which it no longer has.
    await createVoiceProfile({
      db: offline.deps.db,
      userId,
      voiceName: 'Old',
      providerVoiceId: 'abc',
      provider: 'elevenlabs',
    });
    await expectError(
      await postSpeech(offline, { text: 'Hello.', voice: 'personal' }, cookie),
      409,
      MESSAGES.VOICE_KEY_MISSING,
    );
  });
});

describe('POST /api/speech, ElevenLabs', () => {
  it('reads the default voice with the configured default voice id', async () => {
    const response = await postSpeech(eleven, { text: 'Hi Sam.\nThanks!' });
    expect(response.status).toBe(200);
    expect(fake.problems).toEqual([]);
    expect(fake.requests[0]?.path).toBe('/v1/text-to-speech/ErXwobaYiN9PefSX7bLv');
    expect(fake.requests[0]?.json).toHaveProperty('text', 'Hi Sam. <break time="0.5s" /> Thanks!');
    expect(fake.requests[0]?.json).toMatchObject({ model_id: 'eleven_turbo_v2_5' });
  });

  it("reads a personal note with the caller's own cloned voice only", async () => {
    const owner = await eleven.signUpAndSignIn();
    const other = await eleven.signUpAndSignIn();
    const ownerProfile = await cloneProfile(eleven, owner.cookie);
    const otherProfile = await cloneProfile(eleven, other.cookie);
    const before = fake.requests.length;

    expect((await postSpeech(eleven, { text: 'Hello.', voice: 'personal' }, owner.cookie)).status).toBe(200);
    expect((await postSpeech(eleven, { text: 'Hello.', voice: 'personal' }, other.cookie)).status).toBe(200);
    expect(fake.requests.slice(before).map((request) => request.path)).toEqual([
      `/v1/text-to-speech/${ownerProfile.elevenlabs_voice_id}`,
      `/v1/text-to-speech/${otherProfile.elevenlabs_voice_id}`,
    ]);
  });

  it('passes a provider failure on as a 4xx with the spec §8 message', async () => {
    fake.enqueue(elevenLabsError(401, 'invalid_api_key', 'bad key'));
    await expectError(
      await postSpeech(eleven, { text: 'Hello.' }),
      424,
      MESSAGES.SPEECH_FAILED_PREFIX + MESSAGES.VOICE_INVALID_KEY,
    );
    fake.enqueue(elevenLabsError(429, 'too_many_concurrent_requests', 'slow down'));
    await expectError(
      await postSpeech(eleven, { text: 'Hello.' }),
      429,
      MESSAGES.SPEECH_FAILED_PREFIX + MESSAGES.RATE_LIMITED,
    );
  });

  it('reports a deleted provider voice as "voice not found"', async () => {
    const { cookie } = await eleven.signUpAndSignIn();
    const profile = await cloneProfile(eleven, cookie);
    await fetch(`${fake.baseUrl}/v1/voices/${profile.elevenlabs_voice_id}`, {
      method: 'DELETE',
      headers: { 'xi-api-key': fake.apiKey },
    });
    await expectError(
      await postSpeech(eleven, { text: 'Hello.', voice: 'personal' }, cookie),
      409,
      MESSAGES.SPEECH_FAILED_PREFIX + MESSAGES.SPEECH_VOICE_NOT_FOUND,
    );
  });
});
