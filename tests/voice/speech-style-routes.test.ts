import { MPEGDecoder } from 'mpg123-decoder';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { DEFAULT_SPEECH_STYLE } from '../../src/core/speech/offline-voices.ts';
import { SIGNED_OUT_SPEECH_MAX_CHARS } from '../../src/core/speech/speech-request.ts';
import { createVoiceTestApp, postSpeech } from './voice-test-support.ts';

const t = await createVoiceTestApp();
const NOTE = 'Hi Sam, thanks for the draft. Could we talk on Thursday?';

async function mp3Of(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('audio/mpeg');
  return new Uint8Array(await response.arrayBuffer());
}

async function decodedSeconds(mp3: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const decoded = decoder.decode(mp3);
  decoder.free();
  expect(decoded.errors).toEqual([]);
  return decoded.samplesDecoded / decoded.sampleRate;
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

describe('POST /api/speech with a voice choice (issue 14)', () => {
  it('reads the note in the chosen offline voice, and longer at the slower pace', async () => {
    const rms = await mp3Of(await postSpeech(t, { text: NOTE }));
    const explicitRms = await mp3Of(await postSpeech(t, { text: NOTE, style: DEFAULT_SPEECH_STYLE }));
    const slt = await mp3Of(await postSpeech(t, { text: NOTE, style: { voice: 'slt', pace: 'natural' } }));
    const slower = await mp3Of(await postSpeech(t, { text: NOTE, style: { voice: 'rms', pace: 'slower' } }));
    expect(same(rms, explicitRms)).toBe(true);
    expect(same(rms, slt)).toBe(false);
    expect((await decodedSeconds(slower)) / (await decodedSeconds(rms))).toBeGreaterThan(1.1);
  });

  it('refuses a voice it does not offer with a 400', async () => {
    const response = await postSpeech(t, { text: NOTE, style: { voice: 'espeak', pace: 'natural' } });
    expect(response.status).toBe(400);
  });

  it('streams a longer note in several chunks as it is made', async () => {
    const text = Array.from(
      { length: 6 },
      (_, index) => `This is sentence number ${index + 1} of the note.`,
    ).join(' ');
    const response = await postSpeech(t, { text });
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const chunks: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    expect(chunks.length).toBeGreaterThan(2);
    expect(await decodedSeconds(Buffer.concat(chunks))).toBeGreaterThan(6);
  });

  it(`caps a signed-out note at ${SIGNED_OUT_SPEECH_MAX_CHARS} characters, but not a signed-in one`, async () => {
    const long = `${'Thanks for this. '.repeat(40)}`.slice(0, SIGNED_OUT_SPEECH_MAX_CHARS + 1);
    const refused = await postSpeech(t, { text: long });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(MESSAGES.SIGNED_OUT_VOICE_NOTE_TOO_LONG);
    expect((await postSpeech(t, { text: long.slice(0, SIGNED_OUT_SPEECH_MAX_CHARS) })).status).toBe(200);
    const { cookie } = await t.signUpAndSignIn();
    expect((await postSpeech(t, { text: long }, cookie)).status).toBe(200);
  });
});

describe('GET /api/speech/preview', () => {
  it('speaks the same short sample in each voice, to anyone', async () => {
    const rms = await mp3Of(await t.request('/api/speech/preview?voice=rms'));
    const again = await mp3Of(await t.request('/api/speech/preview?voice=rms&pace=natural'));
    const awb = await mp3Of(await t.request('/api/speech/preview?voice=awb'));
    expect(same(rms, again)).toBe(true);
    expect(same(rms, awb)).toBe(false);
    expect(await decodedSeconds(awb)).toBeGreaterThan(3);
  });

  it('refuses an unknown voice or pace with a 400', async () => {
    expect((await t.request('/api/speech/preview?voice=robot')).status).toBe(400);
    expect((await t.request('/api/speech/preview?voice=rms&pace=fast')).status).toBe(400);
  });
});

describe('/api/speech/preferences', () => {
  it('needs sign-in', async () => {
    expect((await t.request('/api/speech/preferences')).status).toBe(401);
    expect(
      (await t.request('/api/speech/preferences', { method: 'PUT', json: DEFAULT_SPEECH_STYLE })).status,
    ).toBe(401);
  });

  it("keeps each user's own choice, and reads their notes with it", async () => {
    const owner = await t.signUpAndSignIn();
    const other = await t.signUpAndSignIn();
    const get = async (cookie: string) => (await t.request('/api/speech/preferences', { cookie })).json();
    expect(await get(owner.cookie)).toEqual(DEFAULT_SPEECH_STYLE);

    const chosen = { voice: 'awb', pace: 'slower' };
    const saved = await t.request('/api/speech/preferences', {
      method: 'PUT',
      json: chosen,
      cookie: owner.cookie,
    });
    expect(saved.status).toBe(200);
    expect(await get(owner.cookie)).toEqual(chosen);
    expect(await get(other.cookie)).toEqual(DEFAULT_SPEECH_STYLE);
    // Saving again replaces the choice.
    await t.request('/api/speech/preferences', {
      method: 'PUT',
      json: { ...chosen, pace: 'natural' },
      cookie: owner.cookie,
    });
    expect(await get(owner.cookie)).toEqual({ ...chosen, pace: 'natural' });

    const withSaved = await mp3Of(await postSpeech(t, { text: NOTE }, owner.cookie));
    const explicit = await mp3Of(
      await postSpeech(t, { text: NOTE, style: { voice: 'awb', pace: 'natural' } }),
    );
    expect(same(withSaved, explicit)).toBe(true);
  });

  it('refuses a choice it does not offer with a 400', async () => {
    const { cookie } = await t.signUpAndSignIn();
    const response = await t.request('/api/speech/preferences', {
      method: 'PUT',
      json: { voice: 'rms', pace: 'sprint' },
      cookie,
    });
    expect(response.status).toBe(400);
  });
});
