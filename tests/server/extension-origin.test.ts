import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { TransformResponseSchema } from '../../src/core/schemas.ts';
import { createTestApp } from '../support/test-app.ts';

// The browser extension's server mode (issue 23): its background fetch carries the person's session
// cookie and the extension's own Origin. The server lets that origin in on the rewrite only, and
// only when EXTENSION_ORIGINS lists it.
const CHROME = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
const FIREFOX = 'moz-extension://1b2c3d4e-5f60-4718-9a0b-c1d2e3f40516';
const OTHER_EXTENSION = 'chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba';

const t = await createTestApp({ env: { EXTENSION_ORIGINS: `${CHROME}, ${FIREFOX}/` } });
const { cookie } = await t.signUpAndSignIn();
const rewriteFrom = (origin: string) =>
  t.request('/api/transform', { json: { originalMessage: 'Send me the report now.' }, cookie, origin });

describe('origin check for the browser extension', () => {
  test('a listed extension gets the rewrite, with the session cookie, from Chromium or Firefox', async () => {
    for (const origin of [CHROME, FIREFOX]) {
      const response = await rewriteFrom(origin);
      expect(response.status).toBe(200);
      expect(TransformResponseSchema.parse(await response.json()).generatedMessage).not.toBe('');
    }
  });

  test('an extension that is not listed gets 403', async () => {
    const response = await rewriteFrom(OTHER_EXTENSION);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: MESSAGES.CROSS_ORIGIN_BLOCKED,
      code: 'CROSS_ORIGIN_BLOCKED',
    });
  });

  test('a listed extension gets 403 on the routes it never calls', async () => {
    const profile = await t.request('/api/voice-profiles', {
      json: { voice_name: 'Mine', elevenlabs_voice_id: 'v1' },
      cookie,
      origin: CHROME,
    });
    expect(profile.status).toBe(403);
    const lists = await t.request('/api/word-lists', { method: 'PUT', json: {}, cookie, origin: CHROME });
    expect(lists.status).toBe(403);
  });

  test('the opaque origin "null" (a sandboxed page) is not an extension', async () => {
    expect((await rewriteFrom('null')).status).toBe(403);
  });
});

describe('without EXTENSION_ORIGINS', () => {
  test('no extension may call the rewrite', async () => {
    const plain = await createTestApp();
    const response = await plain.request('/api/transform', {
      json: { originalMessage: 'Send me the report now.' },
      origin: CHROME,
    });
    expect(response.status).toBe(403);
  });
});
