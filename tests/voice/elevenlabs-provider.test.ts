import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { prepareSpeech } from '../../src/core/speech/prepare-speech.ts';
import { AppError } from '../../src/server/http/app-error.ts';
import { createMemoryLogger } from '../../src/server/providers/chat/test-logger.ts';
import { createElevenLabsProvider } from '../../src/server/providers/voice/elevenlabs/elevenlabs-provider.ts';
import { PRESET_VOICES } from '../../src/server/providers/voice/preset-voices.ts';
import type { VoiceProvider } from '../../src/server/providers/voice/voice-provider.ts';
import {
  elevenLabsError,
  type FakeElevenLabsServer,
  startFakeElevenLabsServer,
} from '../provider-servers/elevenlabs.ts';

const DEFAULT_VOICE = '21m00Tcm4TlvDq8ikWAM';
const WEBM = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]);
const WAV = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]);
const cloneInput = {
  name: 'My Personal Voice',
  description: 'Recorded in the Calmly voice wizard',
  recordings: [
    { format: 'webm' as const, bytes: WEBM },
    { format: 'wav' as const, bytes: WAV },
  ],
};

let fake: FakeElevenLabsServer;
let memory: ReturnType<typeof createMemoryLogger>;
let provider: VoiceProvider;

const providerFor = (overrides: { apiKey?: string; baseUrl?: string; timeoutMs?: number } = {}) =>
  createElevenLabsProvider({
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    defaultVoiceId: DEFAULT_VOICE,
    timeoutMs: 5_000,
    logger: memory.logger,
    ...overrides,
  });

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeAll(async () => {
  fake = await startFakeElevenLabsServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  memory = createMemoryLogger();
  provider = providerFor();
});

describe('ElevenLabs text to speech', () => {
  it('sends spec §7 headers and every body field, and returns the mp3', async () => {
    const parts = prepareSpeech('Hi Sam. Could we talk on **Thursday**?\n\nNo rush!');
    const audio = await provider.speak(parts, { kind: 'default' });

    expect(fake.problems).toEqual([]);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/v1/text-to-speech/${DEFAULT_VOICE}`);
    expect(request?.headers['xi-api-key']).toBe(fake.apiKey);
    expect(request?.headers.accept).toBe('audio/mpeg');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.json).toEqual({
      text: 'Hi Sam. <break time="0.5s" /> Could we talk on Thursday? <break time="1.0s" /> No rush!',
      model_id: 'eleven_turbo_v2_5',
      voice_settings: { stability: 0.15, similarity_boost: 0.9, style: 0.85, use_speaker_boost: true },
      pronunciation_dictionary_locators: [],
      seed: null,
      previous_text: null,
      next_text: null,
      previous_request_ids: [],
      next_request_ids: [],
      apply_text_normalization: 'auto',
    });
    expect(audio.length).toBeGreaterThan(100);
    expect(audio[0] === 0xff || audio[0] === 0x49).toBe(true);
  });

  it("reads a personal note with the profile's provider voice id", async () => {
    await provider.speak(prepareSpeech('Hello.'), {
      kind: 'personal',
      providerVoiceId: 'EXAVITQu4vr4xnSDxMaL',
      voiceSettings: null,
    });
    expect(fake.requests[0]?.path).toBe('/v1/text-to-speech/EXAVITQu4vr4xnSDxMaL');
  });

  const speechCases = [
    [
      '401 invalid key',
      elevenLabsError(401, 'invalid_api_key', 'Invalid API key'),
      424,
      MESSAGES.VOICE_INVALID_KEY,
    ],
    ['403', elevenLabsError(403, 'forbidden', 'Forbidden'), 424, MESSAGES.SPEECH_ACCESS_DENIED],
    [
      '400 paid plan required',
      elevenLabsError(400, 'paid_plan_required', 'Upgrade'),
      424,
      MESSAGES.SPEECH_ACCESS_DENIED,
    ],
    [
      '404 voice_not_found',
      elevenLabsError(404, 'voice_not_found', 'gone'),
      409,
      MESSAGES.SPEECH_VOICE_NOT_FOUND,
    ],
    [
      '400 voice_not_found',
      elevenLabsError(400, 'voice_not_found', 'gone'),
      409,
      MESSAGES.SPEECH_VOICE_NOT_FOUND,
    ],
    [
      '422 validation',
      { status: 422, body: JSON.stringify({ detail: [{ msg: 'bad voice' }] }) },
      409,
      MESSAGES.SPEECH_VOICE_NOT_FOUND,
    ],
    ['429', elevenLabsError(429, 'too_many_concurrent_requests', 'Slow down'), 429, MESSAGES.RATE_LIMITED],
    [
      '500 with a message',
      elevenLabsError(500, 'internal', 'Synthesis backend down'),
      424,
      MESSAGES.VOICE_PROVIDER_FAILED,
    ],
    ['500 without a body', { status: 500, body: '' }, 424, MESSAGES.VOICE_PROVIDER_FAILED],
  ] as const;

  it.each(speechCases)('maps %s to the spec §8 speech message', async (_name, reply, status, message) => {
    fake.enqueue(reply);
    const error = await failureOf(provider.speak(prepareSpeech('Hello.'), { kind: 'default' }));
    expect(error.status).toBe(status);
    expect(error.status).toBeLessThan(500);
    expect(error.message).toBe(MESSAGES.SPEECH_FAILED_PREFIX + message);
  });

  it('gives up after the timeout with a clear message', async () => {
    fake.enqueue('hang');
    const error = await failureOf(
      providerFor({ timeoutMs: 200 }).speak(prepareSpeech('Hello.'), { kind: 'default' }),
    );
    expect(error.message).toBe(MESSAGES.SPEECH_FAILED_PREFIX + MESSAGES.VOICE_PROVIDER_TIMEOUT);
    expect(error.status).toBe(424);
  });

  it('reports an unreachable provider, and never logs the key', async () => {
    const error = await failureOf(
      providerFor({ baseUrl: 'http://127.0.0.1:9' }).speak(prepareSpeech('Hello.'), { kind: 'default' }),
    );
    expect(error.message).toBe(MESSAGES.SPEECH_FAILED_PREFIX + MESSAGES.VOICE_PROVIDER_UNREACHABLE);
    expect(memory.text()).toContain('voice provider call failed');
    expect(memory.text()).not.toContain(fake.apiKey);
  });
});

describe('ElevenLabs voice cloning', () => {
  it('posts name, description and files named voice_sample, and reads voice_id', async () => {
    const result = await provider.cloneVoice(cloneInput);

    expect(fake.problems).toEqual([]);
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/voices/add');
    expect(request?.headers['xi-api-key']).toBe(fake.apiKey);
    expect(request?.fields).toEqual({ name: cloneInput.name, description: cloneInput.description });
    expect(request?.files).toEqual([
      { field: 'files', filename: 'voice_sample.webm', type: 'audio/webm', size: WEBM.length },
      { field: 'files', filename: 'voice_sample.wav', type: 'audio/wav', size: WAV.length },
    ]);
    expect(result).toEqual({
      providerVoiceId: expect.stringMatching(/^fake-clone-\d+$/),
      requiresVerification: false,
      voiceSettings: null,
    });
  });

  it('passes on requires_verification', async () => {
    fake.enqueue({ status: 200, body: JSON.stringify({ voice_id: 'v-1', requires_verification: true }) });
    expect(await provider.cloneVoice(cloneInput)).toMatchObject({
      providerVoiceId: 'v-1',
      requiresVerification: true,
    });
  });

  const cloneCases = [
    [
      '401 invalid key',
      elevenLabsError(401, 'invalid_api_key', 'Invalid API key'),
      424,
      MESSAGES.VOICE_INVALID_KEY,
    ],
    [
      '400 can_not_use_instant_voice_cloning',
      elevenLabsError(400, 'can_not_use_instant_voice_cloning', 'Not on this plan'),
      424,
      MESSAGES.VOICE_SUBSCRIPTION,
    ],
    [
      '400 paid_plan_required',
      elevenLabsError(400, 'paid_plan_required', 'Upgrade'),
      424,
      MESSAGES.VOICE_SUBSCRIPTION,
    ],
    ['403', elevenLabsError(403, 'forbidden', 'Forbidden'), 424, MESSAGES.VOICE_SUBSCRIPTION],
    [
      '422 validation',
      { status: 422, body: JSON.stringify({ detail: [{ msg: 'Audio file too short' }] }) },
      400,
      MESSAGES.VOICE_RECORDINGS_REJECTED,
    ],
    ['429', elevenLabsError(429, 'rate_limit', 'Slow down'), 429, MESSAGES.RATE_LIMITED],
    [
      '500 with a message',
      elevenLabsError(500, 'internal', 'Cloning backend down'),
      424,
      MESSAGES.VOICE_PROVIDER_FAILED,
    ],
    ['a reply without voice_id', { status: 200, body: '{}' }, 424, MESSAGES.VOICE_PROVIDER_FAILED],
  ] as const;

  it.each(cloneCases)('maps %s to the spec §8 cloning message', async (_name, reply, status, message) => {
    fake.enqueue(reply);
    const error = await failureOf(provider.cloneVoice(cloneInput));
    expect(error.status).toBe(status);
    expect(error.message).toBe(MESSAGES.CLONE_FAILED_PREFIX + message);
  });

  it('gives up after the timeout', async () => {
    fake.enqueue('hang');
    const error = await failureOf(providerFor({ timeoutMs: 200 }).cloneVoice(cloneInput));
    expect(error.message).toBe(MESSAGES.CLONE_FAILED_PREFIX + MESSAGES.VOICE_PROVIDER_TIMEOUT);
  });
});

describe('ElevenLabs voices', () => {
  it('lists the account voices as voice_id and name', async () => {
    expect(await provider.listVoices()).toEqual(PRESET_VOICES);
    const { providerVoiceId } = await provider.cloneVoice(cloneInput);
    expect(await provider.listVoices()).toContainEqual({ voice_id: providerVoiceId, name: cloneInput.name });
  });

  it('falls back to the three preset voices when the call fails (spec §7)', async () => {
    fake.enqueue(elevenLabsError(500, 'internal', 'down'));
    expect(await provider.listVoices()).toEqual(PRESET_VOICES);
    expect(await providerFor({ baseUrl: 'http://127.0.0.1:9' }).listVoices()).toEqual(PRESET_VOICES);
    expect(PRESET_VOICES).toHaveLength(3);
  });

  it('deletes a voice with DELETE /v1/voices/{id}', async () => {
    const { providerVoiceId } = await provider.cloneVoice(cloneInput);
    await provider.deleteVoice(providerVoiceId);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1/voices/${providerVoiceId}` });
    expect(fake.voiceIds()).not.toContain(providerVoiceId);
  });
});
