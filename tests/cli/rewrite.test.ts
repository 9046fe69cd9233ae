import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { analyze } from '../../src/core/analysis/analyze.ts';
import { MESSAGES } from '../../src/core/catalog/messages.ts';
import { TransformResponseSchema } from '../../src/core/schemas.ts';
import { completionReply, errorReply, startFakeOpenAiServer } from '../provider-servers/openai.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const API_KEY = 'sk-cli-test-key-2468';
const fake = await startFakeOpenAiServer({ apiKey: API_KEY });
afterAll(() => fake.close());
beforeEach(() => fake.reset());

// Runs the real CLI entry point as a child process, as `npm run calmly` does. AI_* are always set
// explicitly (empty means unset), so the developer's own environment never changes the result.
function runRewrite(args: string[], stdin: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'rewrite', ...args], {
      cwd: repoRoot,
      env: { ...process.env, AI_API_KEY: '', AI_BASE_URL: '', AI_MODEL: '', LOG_LEVEL: 'warn', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}
const withFakeAi = { AI_BASE_URL: fake.baseUrl, AI_API_KEY: API_KEY };

describe('calmly rewrite (spawned)', () => {
  it('rewrites one message from stdin with the offline rewriter by default', async () => {
    const message = 'We need to meet tomorrow at 9am about the launch. Be there.';
    const { code, stdout, stderr } = await runRewrite(
      ['--task', 'schedule-meeting', '--tone', 'friendly'],
      `${message}\n`,
    );
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toContain('\n  "generatedMessage": ');
    const result = TransformResponseSchema.parse(JSON.parse(stdout));
    expect(result.providerError).toBeUndefined();
    expect(result.analysis).toEqual(analyze(result.generatedMessage));
    expect(fake.requests).toHaveLength(0);
  });

  it('uses the OpenAI-compatible provider configured in the environment, with the flags in the prompt', async () => {
    const rewrite = 'Hi! Could we meet tomorrow at 9am about the launch? Happy to move it if needed.';
    fake.enqueue(completionReply(JSON.stringify({ generatedMessage: rewrite, explanation: 'Kinder.' })));
    const { code, stdout } = await runRewrite(
      ['--persona', 'manager-rsd'],
      'Meeting tomorrow 9am, be there.',
      withFakeAi,
    );
    expect(fake.problems).toEqual([]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      generatedMessage: rewrite,
      explanation: 'Kinder.',
      analysis: analyze(rewrite),
    });
    expect(JSON.stringify(fake.requests[0]?.body)).toContain('lead with appreciation');
  });

  it('prints the fallback result and exits 1 when the provider fails, without printing the key', async () => {
    fake.enqueue(errorReply(401, { message: 'Incorrect API key provided', code: 'invalid_api_key' }));
    const { code, stdout, stderr } = await runRewrite([], 'Send the report.', withFakeAi);
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({
      generatedMessage: MESSAGES.AI_INVALID_KEY,
      providerError: 'invalid_key',
    });
    expect(stdout + stderr).not.toContain(API_KEY);
    expect(stderr).toContain('AI provider call failed');
  });

  it('answers invalid input with the catalogue message and exit 1', async () => {
    const { code, stdout } = await runRewrite(['--tone', 'furious'], 'Send the report.');
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual({ error: MESSAGES.INVALID_REQUEST });
  });

  it('--jsonl prints one result per line in order, an error object for a bad line, and exits 1', async () => {
    fake.enqueue(
      completionReply(
        JSON.stringify({ generatedMessage: 'First rewrite, calm and clear, with no pressure at all.' }),
      ),
      completionReply(
        JSON.stringify({ generatedMessage: 'Second rewrite, calm and clear, with no pressure at all.' }),
      ),
    );
    const input = [
      '{"text":"First message, urgent!"}',
      'not json',
      '',
      '{"text":"   "}',
      '{"text":"hello","tone":"furious"}',
      '{"text":"Second message, ASAP.","persona":"family-adhd"}',
    ].join('\n');
    const { code, stdout } = await runRewrite(['--jsonl', '--tone', 'direct'], input, withFakeAi);
    expect(code).toBe(1);
    const lines = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(5);
    expect(lines[0].generatedMessage).toBe('First rewrite, calm and clear, with no pressure at all.');
    expect(lines[1]).toEqual({ line: 2, error: MESSAGES.INVALID_REQUEST });
    expect(lines[2]).toEqual({ line: 4, error: MESSAGES.MESSAGE_REQUIRED });
    expect(lines[3]).toEqual({ line: 5, error: MESSAGES.INVALID_REQUEST });
    expect(lines[4].generatedMessage).toBe('Second rewrite, calm and clear, with no pressure at all.');
    // The flag is the default for every line; a line's own field wins.
    const prompts = fake.requests.map((request) => JSON.stringify(request.body));
    expect(prompts).toHaveLength(2);
    expect(prompts.every((prompt) => prompt.includes('Tone: direct'))).toBe(true);
    expect(prompts[1]).toContain('a family member with ADHD');
  });

  it('exits 2 for an unknown flag and 0 for --help', async () => {
    const unknown = await runRewrite(['--loud'], 'x');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Usage: calmly rewrite');
    const help = await runRewrite(['--help'], '');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--jsonl');
  });
});
