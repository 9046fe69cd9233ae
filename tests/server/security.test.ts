import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import type { Database } from '../../src/server/db/database.ts';
import { JSON_BODY_LIMIT_BYTES, UPLOAD_BODY_LIMIT_BYTES } from '../../src/server/http/body-rules.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp();
const { cookie } = await t.signUpAndSignIn();
const profile = { voice_name: 'Mine', elevenlabs_voice_id: 'v1' };

describe('origin check on mutating routes', () => {
  test('a cross-origin POST gets 403', async () => {
    const response = await t.request('/api/voice-profiles', {
      json: profile,
      cookie,
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: MESSAGES.CROSS_ORIGIN_BLOCKED,
      code: 'CROSS_ORIGIN_BLOCKED',
    });
  });

  test('a cross-origin sign-in attempt gets 403 too', async () => {
    const response = await t.request('/api/auth/sign-in/email', {
      json: { email: 'a@example.test', password: 'whatever1' },
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
  });

  test('the Referer stands in for a missing Origin', async () => {
    const foreign = await t.request('/api/voice-profiles', {
      json: profile,
      cookie,
      origin: null,
      headers: { referer: 'https://evil.example/page' },
    });
    expect(foreign.status).toBe(403);
    const own = await t.request('/api/voice-profiles', {
      json: profile,
      cookie,
      origin: null,
      headers: { referer: `${t.env.APP_URL}/workspace` },
    });
    expect(own.status).toBe(201);
  });

  test('a request with cookies but neither Origin nor Referer is refused', async () => {
    const response = await t.request('/api/voice-profiles', { json: profile, cookie, origin: null });
    expect(response.status).toBe(403);
  });

  test('reading is not checked: GET needs no Origin', async () => {
    expect((await t.request('/api/voice-profiles', { cookie })).status).toBe(200);
  });
});

describe('bodies', () => {
  test('anything but JSON gets 415', async () => {
    const response = await t.request('/api/voice-profiles', {
      method: 'POST',
      body: 'voice_name=Mine',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookie,
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: MESSAGES.JSON_ONLY, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  test('multipart is accepted only on the audio upload route', async () => {
    const form = new FormData();
    form.set('name', 'Mine');
    const elsewhere = await t.request('/api/voice-profiles', { method: 'POST', body: form, cookie });
    expect(elsewhere.status).toBe(415);
    const upload = await t.request('/api/voices/clone', { method: 'POST', body: form, cookie });
    expect(upload.status).not.toBe(415);
  });

  test('JSON over 64 KB gets 413', async () => {
    const response = await t.request('/api/voice-profiles', {
      json: { ...profile, voice_settings: { padding: 'x'.repeat(JSON_BODY_LIMIT_BYTES) } },
      cookie,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: MESSAGES.BODY_TOO_LARGE, code: 'BODY_TOO_LARGE' });
  });

  // Rule declared-length-cap: a declared length is checked without reading the body stream.
  test('a declared Content-Length over 64 KB gets 413; one within it, or none, is read as JSON', async () => {
    const body = JSON.stringify(profile);
    const declared = (length: string) =>
      t.request('/api/voice-profiles', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'content-length': length },
        cookie,
      });
    const over = await declared(String(JSON_BODY_LIMIT_BYTES + 1));
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ error: MESSAGES.BODY_TOO_LARGE, code: 'BODY_TOO_LARGE' });
    expect((await declared(String(body.length))).status).toBe(201);
    const chunked = await t.request('/api/voice-profiles', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      cookie,
    });
    expect(chunked.status).toBe(201);
  });

  test('an upload over 35 MB gets 413', async () => {
    const form = new FormData();
    form.set('files', new Blob([new Uint8Array(UPLOAD_BODY_LIMIT_BYTES + 1)]), 'voice_sample.webm');
    const response = await t.request('/api/voices/clone', { method: 'POST', body: form, cookie });
    expect(response.status).toBe(413);
  });

  test('malformed JSON gets 400, not 500', async () => {
    const response = await t.request('/api/voice-profiles', {
      method: 'POST',
      body: '{"voice_name": ',
      headers: { 'content-type': 'application/json' },
      cookie,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_REQUEST' });
  });
});

describe('answers', () => {
  test('authenticated answers and errors carry Cache-Control: no-store', async () => {
    const list = await t.request('/api/voice-profiles', { cookie });
    expect(list.headers.get('cache-control')).toBe('no-store');
    const session = await t.request('/api/auth/get-session', { cookie });
    expect(session.headers.get('cache-control')).toBe('no-store');
    const unauthenticated = await t.request('/api/voice-profiles');
    expect(unauthenticated.headers.get('cache-control')).toBe('no-store');
  });

  test('an unknown /api path gets a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await t.request('/api/no-such-thing', { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: MESSAGES.NOT_FOUND, code: 'NOT_FOUND' });
    }
  });

  test('security headers allow the app, blob: audio and the microphone preview, and nothing inline', async () => {
    const response = await t.request('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/media-src 'self' blob: mediastream:/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  test('an unexpected failure answers a generic 500 without a stack trace', async () => {
    const brokenDb = new Proxy({} as Database, {
      get: () => () => {
        throw new Error('database exploded at /secret/path.ts:12');
      },
    });
    const broken = await createTestApp({ deps: { db: brokenDb } });
    // Signed in through the healthy app: both share the database and the auth secret.
    const response = await broken.request('/api/voice-profiles', { cookie });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: MESSAGES.SERVER_ERROR, code: 'SERVER_ERROR' });
    expect(text).not.toContain('exploded');
  });
});
