import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeElevenLabsServer } from '../../provider-servers/elevenlabs.ts';
import { startFakeOpenAiServer } from '../../provider-servers/openai.ts';
import { createTestApp, randomIp, uniqueEmail } from '../test-app.ts';
import type { FuzzTarget } from './run-fuzz.ts';

const FUZZ_PASSWORD = 'the fuzz user password';
const AI_KEY = 'fuzz-ai-key';

// A real app on the shared test database, with the fake providers (so a valid voice note or
// rewrite is quick), limits that never get in the way, one signed-in user with a profile, and a
// second account's live reset token.
export async function createFuzzTarget(): Promise<FuzzTarget & { close(): Promise<void> }> {
  const elevenlabs = await startFakeElevenLabsServer();
  const openai = await startFakeOpenAiServer({ apiKey: AI_KEY });
  const dataDir = mkdtempSync(join(tmpdir(), 'calmly-fuzz-'));
  const t = await createTestApp({
    env: {
      DATA_DIR: dataDir,
      ELEVENLABS_API_KEY: elevenlabs.apiKey,
      ELEVENLABS_BASE_URL: elevenlabs.baseUrl,
      AI_API_KEY: AI_KEY,
      AI_BASE_URL: openai.baseUrl,
      RATE_LIMIT_API_MAX: '1000000',
      RATE_LIMIT_TRANSFORM_PER_MINUTE: '1000000',
      RATE_LIMIT_SPEECH_PER_MINUTE: '1000000',
      RATE_LIMIT_CLONE_PER_HOUR: '1000000',
      RATE_LIMIT_SIGN_IN_MAX: '1000000',
      RATE_LIMIT_SIGN_UP_MAX: '1000000',
      RATE_LIMIT_RESET_MAX: '1000000',
      RATE_LIMIT_SIGN_IN_ACCOUNT_SLOW_AFTER: '1000000',
    },
  });
  const { cookie, email } = await t.signUpAndSignIn(uniqueEmail('fuzz'), { password: FUZZ_PASSWORD });
  const created = await t.request('/api/voice-profiles', {
    json: { voice_name: 'Fuzz', elevenlabs_voice_id: 'offline-fuzz' },
    cookie,
  });
  const profileId = ((await created.json()) as { profile: { id: string } }).profile.id;
  const victim = uniqueEmail('fuzz-victim');
  await t.signUp({ email: victim });
  await t.request('/api/auth/request-password-reset', { json: { email: victim }, ip: randomIp() });
  const resetText = t.sentMail.findLast((mail) => mail.to === victim)?.text ?? '';
  const resetToken = resetText.match(/\/reset-password\/([^?\s]+)/)?.[1] ?? 'missing';

  return {
    context: { profileId, resetToken, email },
    send: async ({ method, path, headers, body }) =>
      t.request(path, {
        method,
        headers,
        body: typeof body === 'string' ? body : body ? new Uint8Array(body) : null,
      }),
    signIn: async () => (await t.signUpAndSignIn(uniqueEmail('fuzz'), { password: FUZZ_PASSWORD })).cookie,
    close: async () => {
      await Promise.all([elevenlabs.close(), openai.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
