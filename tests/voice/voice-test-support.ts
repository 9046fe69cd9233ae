import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { SPEECH_FIXTURE_PATH } from './speech-fixture.ts';

export const FIXTURE_WAV = new Uint8Array(readFileSync(SPEECH_FIXTURE_PATH));
export const FIXTURE_SECONDS = '27.5';

// A test app with its own DATA_DIR (voice samples) and limits that never get in the way.
export async function createVoiceTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'calmly-voice-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return createTestApp({
    env: {
      DATA_DIR: dataDir,
      RATE_LIMIT_SPEECH_PER_MINUTE: '10000',
      RATE_LIMIT_CLONE_PER_HOUR: '10000',
      RATE_LIMIT_API_MAX: '10000',
      ...env,
    },
  });
}

export type CloneFormInput = {
  files?: { bytes: Uint8Array; name?: string; type?: string }[];
  durations?: (number | string)[];
  consent?: string | null;
  name?: string;
  description?: string;
};

export function cloneForm(input: CloneFormInput = {}) {
  const form = new FormData();
  form.append('name', input.name ?? 'My Personal Voice');
  form.append('description', input.description ?? 'Recorded in the test');
  if (input.consent !== null) form.append('consent', input.consent ?? 'true');
  const files = input.files ?? [{ bytes: FIXTURE_WAV }, { bytes: FIXTURE_WAV }];
  files.forEach((file, index) => {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'audio/webm' });
    form.append('files', blob, file.name ?? `recording-${index + 1}.webm`);
  });
  for (const duration of input.durations ?? files.map(() => FIXTURE_SECONDS)) {
    form.append('durations', String(duration));
  }
  return form;
}

export function postClone(t: TestApp, cookie: string | undefined, input: CloneFormInput = {}) {
  return t.request('/api/voices/clone', {
    method: 'POST',
    body: cloneForm(input),
    ...(cookie ? { cookie } : {}),
  });
}

export function postSpeech(t: TestApp, body: unknown, cookie?: string) {
  return t.request('/api/speech', { json: body, ...(cookie ? { cookie } : {}) });
}
