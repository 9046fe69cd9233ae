import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { hasUnsafeCharacters } from '../../src/core/safe-text.ts';
import { CreateVoiceProfileSchema } from '../../src/core/schemas.ts';
import { createTestApp } from '../support/test-app.ts';

// Issue 13 item 2: what a text field and a cookie accept, decided once (src/core/safe-text.ts)
// and enforced at the edge (src/server/http/text-guard.ts).
const t = await createTestApp({ env: { RATE_LIMIT_CLONE_PER_HOUR: '1000' } });
const { cookie } = await t.signUpAndSignIn();
const unsafe = { error: MESSAGES.TEXT_HAS_CONTROL_CHARACTERS, code: 'UNSAFE_TEXT' };

describe('the rule', () => {
  test('tabs and line breaks are text; NUL, other controls and lone surrogates are not', () => {
    expect(hasUnsafeCharacters('line one\nline two\ttabbed\r\n😀')).toBe(false);
    for (const bad of ['a\u0000b', '\u001b[0m', 'x\u007f', 'high \uD800', 'low \uDC00 alone', '\uDBFF']) {
      expect(hasUnsafeCharacters(bad)).toBe(true);
    }
  });

  test('the shared schemas use it, so the forms say the same as the server', () => {
    const result = CreateVoiceProfileSchema.safeParse({
      voice_name: 'Mine\u0000',
      elevenlabs_voice_id: 'v1',
    });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.TEXT_HAS_CONTROL_CHARACTERS);
  });
});

describe('cookies', () => {
  test('a session cookie that decodes to NUL is no session, even on /api/health', async () => {
    for (const bad of ['%00', 'abc%00.sig', '%ED%A0%80', '%E0%A4%A']) {
      const headers = { cookie: `better-auth.session_token=${bad}` };
      expect((await t.request('/api/health', { headers })).status).toBe(200);
      expect((await t.request('/api/voice-profiles', { headers })).status).toBe(401);
    }
  });

  test('a good session cookie next to a broken one still signs in', async () => {
    const headers = { cookie: `other=%00; ${cookie}` };
    expect((await t.request('/api/voice-profiles', { headers })).status).toBe(200);
  });
});

describe('JSON bodies', () => {
  test('NUL or a lone surrogate in any text field is a 400 with the catalogue message', async () => {
    const cases: [string, unknown][] = [
      ['/api/voice-profiles', { voice_name: 'Mine\u0000', elevenlabs_voice_id: 'v1' }],
      ['/api/voice-profiles', { voice_name: 'Mine', elevenlabs_voice_id: 'v\u0000' }],
      ['/api/auth/update-user', { name: 'Sam\u0000' }],
      ['/api/auth/reset-password', { token: 'abc\u0000', newPassword: 'long enough password' }],
      ['/api/auth/revoke-session', { token: '\u0000' }],
      ['/api/analyze', { text: 'Send it \uD800 now' }],
      ['/api/transform', { originalMessage: 'Hi', context: '\u0001' }],
      ['/api/analyze', { text: 'fine', 'key\u0000': 1 }],
    ];
    for (const [path, json] of cases) {
      const response = await t.request(path, { json, cookie });
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual(unsafe);
    }
  });

  test('deeply nested or broken JSON is a 400, never a crash', async () => {
    for (const body of ['['.repeat(20_000) + ']'.repeat(20_000), '{"text":', '\u0000']) {
      const response = await t.request('/api/analyze', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
    }
  });
});

describe('the multipart upload', () => {
  test('a truncated, empty or boundary-less multipart body is a 400 the person can act on', async () => {
    const valid = new Response(cloneFormWithName('My voice'));
    const bytes = new Uint8Array(await valid.arrayBuffer());
    const type = valid.headers.get('content-type') ?? '';
    const bodies: [Uint8Array<ArrayBuffer>, string][] = [
      [bytes.slice(0, Math.floor(bytes.length / 2)), type],
      [new Uint8Array(0), type],
      [bytes, 'multipart/form-data'],
    ];
    for (const [body, contentType] of bodies) {
      const response = await t.request('/api/voices/clone', {
        method: 'POST',
        body,
        headers: { 'content-type': contentType },
        cookie,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: MESSAGES.UPLOAD_UNREADABLE, code: 'UPLOAD_UNREADABLE' });
    }
  });

  test('NUL in a form field is refused like in JSON', async () => {
    const response = await t.request('/api/voices/clone', {
      method: 'POST',
      body: cloneFormWithName('Mine\u0000'),
      cookie,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(unsafe);
  });
});

function cloneFormWithName(name: string) {
  const form = new FormData();
  form.set('consent', 'true');
  form.set('name', name);
  form.append('files', new Blob([new Uint8Array(64)], { type: 'audio/wav' }), 'a.wav');
  return form;
}
