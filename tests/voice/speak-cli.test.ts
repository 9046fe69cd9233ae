import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { elevenLabsError, startFakeElevenLabsServer } from '../provider-servers/elevenlabs.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const outDir = mkdtempSync(join(tmpdir(), 'calmly-speak-'));
const fake = await startFakeElevenLabsServer();
afterAll(async () => {
  await fake.close();
  rmSync(outDir, { recursive: true, force: true });
});
beforeEach(() => fake.reset());

// Runs the real CLI entry point, as `npm run calmly` does. ELEVENLABS_* are always set explicitly
// (empty means unset), so the developer's own environment never changes the result.
function runSpeak(args: string[], stdin: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: Buffer; stderr: string }>((done, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'speak', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ELEVENLABS_API_KEY: '', ELEVENLABS_BASE_URL: '', LOG_LEVEL: 'warn', ...env },
    });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => done({ code, stdout: Buffer.concat(stdout), stderr }));
    child.stdin.end(stdin);
  });
}
const withFake = { ELEVENLABS_API_KEY: fake.apiKey, ELEVENLABS_BASE_URL: fake.baseUrl };

async function mp3Seconds(bytes: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const decoded = decoder.decode(bytes);
  decoder.free();
  return decoded.samplesDecoded / decoded.sampleRate;
}

describe('calmly speak (spawned)', () => {
  it('writes an offline mp3 of the message from stdin', async () => {
    const out = join(outDir, 'note.mp3');
    const { code, stderr } = await runSpeak(['--out', out], 'Hi Sam.\n\nThanks, no rush!\n');
    expect(code).toBe(0);
    expect(stderr).toContain('Wrote');
    expect(await mp3Seconds(new Uint8Array(readFileSync(out)))).toBeGreaterThan(1.5);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses an empty message and a missing --out', async () => {
    const empty = await runSpeak(['--out', '-'], '  \n');
    expect(empty.code).toBe(1);
    expect(empty.stderr.trim()).toBe(MESSAGES.EMPTY_VOICE_NOTE);
    expect(empty.stdout.length).toBe(0);
    expect((await runSpeak([], 'Hello.')).code).toBe(2);
  });

  it('uses ElevenLabs when a key is set, with the default or a chosen voice', async () => {
    const first = await runSpeak(['--out', '-'], 'Hello.', withFake);
    expect(first.code).toBe(0);
    expect(first.stdout.length).toBeGreaterThan(100);
    const chosen = await runSpeak(['--out', '-', '--voice', 'EXAVITQu4vr4xnSDxMaL'], 'Hello.', withFake);
    expect(chosen.code).toBe(0);
    expect(fake.problems).toEqual([]);
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM',
      '/v1/text-to-speech/EXAVITQu4vr4xnSDxMaL',
    ]);
  });

  it('prints the spec §8 message when the provider fails', async () => {
    fake.enqueue(elevenLabsError(401, 'invalid_api_key', 'bad key'));
    const { code, stderr } = await runSpeak(['--out', '-'], 'Hello.', withFake);
    expect(code).toBe(1);
    expect(stderr).toContain(MESSAGES.SPEECH_FAILED_PREFIX + MESSAGES.VOICE_INVALID_KEY);
  });
});
