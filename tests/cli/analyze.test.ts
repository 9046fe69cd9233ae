import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AnalysisSchema } from '../../src/core/schemas.ts';
import { analyzeMessage } from '../../src/core/tone/analyze-message.ts';
import { runCliInProcess } from '../support/run-cli-in-process.ts';

const repoRoot = resolve(import.meta.dirname, '../..');

// Runs the real CLI entry point as a child process, as `npm run calmly` does.
function runMain(
  args: string[],
  stdin: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: repoRoot });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

const runInProcess = (args: string[], stdin = '') => runCliInProcess(args, { stdin });

describe('calmly analyze (spawned)', () => {
  it('prints the analysis of one message from stdin as pretty JSON, ignoring the trailing newline', async () => {
    const message = 'Please send the report ASAP.';
    const { code, stdout, stderr } = await runMain(['analyze'], `${message}\n`);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toContain('\n  "issues": [');
    expect(AnalysisSchema.parse(JSON.parse(stdout))).toEqual(analyzeMessage(message));
  });

  it('--jsonl prints one analysis per line in order, an error object for a bad line, and exits 1', async () => {
    const input = ['{"text":"Thanks!"}', 'not json', '', '{"text": 42}', '{"text":"Why? When? How?"}'].join(
      '\n',
    );
    const { code, stdout } = await runMain(['analyze', '--jsonl'], `${input}\n`);
    const lines = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(code).toBe(1);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toEqual(analyzeMessage('Thanks!'));
    expect(lines[1]).toMatchObject({ line: 2, error: expect.stringContaining('not valid JSON') });
    expect(lines[2]).toEqual({ line: 4, error: 'expected an object with a string "text" field' });
    expect(lines[3]).toEqual(analyzeMessage('Why? When? How?'));
  });
});

describe('calmly analyze counts hostility beyond spec §5 (issue 25)', () => {
  it('scores a reproachful double question as the API and the browser do, and names the rule', async () => {
    const message = "Why haven't you replied yet??";
    const { code, stdout } = await runInProcess(['analyze'], message);
    expect(code).toBe(0);
    const analysis = AnalysisSchema.parse(JSON.parse(stdout));
    expect(analysis).toEqual(analyzeMessage(message));
    expect(analysis).toMatchObject({ severity: 'high', beyondSpecRules: ['hostility'] });
    expect(analysis.score).toBeLessThan(100);
  });
});

describe('calmly help and errors (in-process)', () => {
  it.each([[[]], [['--help']], [['help']]])('%j lists every command', async (args) => {
    const { code, stdout } = await runInProcess(args);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^\s+analyze\s+Score a message/m);
  });

  it.each([[['help', 'analyze']], [['analyze', '--help']]])('%j shows the command usage', async (args) => {
    const { code, stdout } = await runInProcess(args);
    expect(code).toBe(0);
    expect(stdout).toContain('Usage: calmly analyze [--jsonl]');
  });

  it('rejects an unknown command or option with exit code 2', async () => {
    expect(await runInProcess(['nope'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown command: nope'),
    });
    expect(await runInProcess(['analyze', '--bogus'])).toMatchObject({ code: 2, stdout: '' });
  });

  it('--jsonl exits 0 when every line is good', async () => {
    const { code, stdout } = await runInProcess(['analyze', '--jsonl'], '{"text":"a"}\r\n{"text":"b"}');
    expect(code).toBe(0);
    expect(stdout.trimEnd().split('\n')).toHaveLength(2);
  });
});
