import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { createMemoryLogger } from '../../src/server/providers/chat/test-logger.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { SPEECH_FIXTURE_PATH } from '../voice/speech-fixture.ts';

// Issue 13 item 3: a provider that quotes our key back in every error (body, status text, any
// shape) must not get it in front of a person or into a log line, for either provider.
const VOICE_KEY = 'sk_voice_echoed_key_0123456789';
const CHAT_KEY = 'sk-chat-echoed-key-9876543210';
const STATUSES = [400, 401, 403, 404, 422, 429, 500, 502];

// Answers every request with the next status, quoting the key it was sent in the body (JSON
// detail, validation list or plain text, in turn) and in the HTTP status text.
async function startEchoingProvider(keyOf: (headers: Record<string, unknown>) => string) {
  let call = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const key = keyOf(req.headers);
      const status = STATUSES[call % STATUSES.length] ?? 500;
      const shapes = [
        JSON.stringify({ detail: { status: `bad_${key}`, message: `key ${key} invalid` } }),
        JSON.stringify({ detail: [{ msg: `key ${key} rejected` }], error: { message: key, code: key } }),
        `Unauthorized: api_key=${key}`,
      ];
      res.statusMessage = `Bad key ${key}`;
      res.writeHead(status, { 'content-type': 'application/json' }).end(shapes[call % shapes.length]);
      call += 1;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let voice: Awaited<ReturnType<typeof startEchoingProvider>>;
let chat: Awaited<ReturnType<typeof startEchoingProvider>>;
let t: TestApp;
let cookie: string;
const memory = createMemoryLogger();
const dataDir = mkdtempSync(join(tmpdir(), 'calmly-secrets-'));

beforeAll(async () => {
  voice = await startEchoingProvider((headers) => String(headers['xi-api-key']));
  chat = await startEchoingProvider((headers) => String(headers.authorization).replace('Bearer ', ''));
  t = await createTestApp({
    env: {
      DATA_DIR: dataDir,
      ELEVENLABS_API_KEY: VOICE_KEY,
      ELEVENLABS_BASE_URL: voice.url,
      AI_API_KEY: CHAT_KEY,
      AI_BASE_URL: `${chat.url}/v1`,
      RATE_LIMIT_SPEECH_PER_MINUTE: '1000',
      RATE_LIMIT_CLONE_PER_HOUR: '1000',
      RATE_LIMIT_TRANSFORM_PER_MINUTE: '1000',
    },
    deps: { logger: memory.logger },
  });
  ({ cookie } = await t.signUpAndSignIn());
});
afterAll(async () => {
  await Promise.all([voice?.close(), chat?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

async function expectNoKey(response: Response) {
  const text = await response.text();
  const headers = JSON.stringify([...response.headers]);
  for (const key of [VOICE_KEY, CHAT_KEY]) {
    expect(text).not.toContain(key);
    expect(headers).not.toContain(key);
  }
  expect(response.status).toBeLessThan(500);
  return text;
}

function cloneForm() {
  const form = new FormData();
  form.set('consent', 'true');
  form.set('name', 'Mine');
  const wav = new Uint8Array(readFileSync(SPEECH_FIXTURE_PATH));
  for (let index = 0; index < 2; index += 1) {
    form.append('files', new Blob([wav], { type: 'audio/wav' }), `r${index}.wav`);
    form.append('durations', '27.5');
  }
  return form;
}

describe('a provider that echoes its key in every error', () => {
  test('voice notes and clones answer only catalogue texts (16 answers)', async () => {
    const catalogue = Object.values(MESSAGES);
    for (let index = 0; index < STATUSES.length; index += 1) {
      const speech = await t.request('/api/speech', { json: { text: 'Hello there.' } });
      const clone = await t.request('/api/voices/clone', { method: 'POST', body: cloneForm(), cookie });
      for (const response of [speech, clone]) {
        const { error } = JSON.parse(await expectNoKey(response)) as { error: string };
        expect(catalogue.some((text) => error === text || error.endsWith(text))).toBe(true);
      }
    }
    await expectNoKey(await t.request('/api/voices', { cookie }));
  });

  test('rewrites fall back with catalogue texts', async () => {
    for (let index = 0; index < STATUSES.length; index += 1) {
      const response = await t.request('/api/transform', { json: { originalMessage: 'Send it now.' } });
      expect(response.status).toBe(200);
      await expectNoKey(response);
    }
  });

  test('no log line holds either key, though every failure was logged', () => {
    const lines = memory.lines;
    expect(lines.filter((line) => line.includes('voice provider call failed')).length).toBeGreaterThanOrEqual(
      16,
    );
    expect(lines.filter((line) => line.includes('AI provider call failed')).length).toBeGreaterThanOrEqual(8);
    for (const line of lines) {
      expect(line).not.toContain(VOICE_KEY);
      expect(line).not.toContain(CHAT_KEY);
    }
  });
});
