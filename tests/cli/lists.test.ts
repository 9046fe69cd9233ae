import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeWithLists } from '../../src/core/lists/analyze-with-lists.ts';
import type { WordLists } from '../../src/core/lists/word-lists-schema.ts';
import { AnalysisSchema, TransformResponseSchema } from '../../src/core/schemas.ts';
import { runCliInProcess } from '../support/run-cli-in-process.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const LISTS: WordLists = {
  allow: ['deadline'],
  off: [],
  custom: [{ phrase: 'per my last email', category: 'pressure', alternative: 'as a reminder' }],
};
const MESSAGE = 'Per my last email, the deadline is Friday.';

// A project folder with .calmlyrc.json at its top and a nested working directory.
function project(config: unknown = LISTS) {
  const root = mkdtempSync(join(tmpdir(), 'calmly-lists-'));
  const nested = join(root, 'src', 'deep');
  mkdirSync(nested, { recursive: true });
  writeFileSync(join(root, '.calmlyrc.json'), typeof config === 'string' ? config : JSON.stringify(config));
  return { root, nested };
}

const run = (args: string[], options: { cwd: string; stdin?: string }) => runCliInProcess(args, options);

describe('calmly lists', () => {
  it('--help explains the format: the three lists, the rule ids, the limits and where the file is found', async () => {
    const { code, stdout } = await run(['lists', '--help'], { cwd: tmpdir() });
    expect(code).toBe(0);
    for (const words of [
      '"allow"',
      '"off"',
      '"custom"',
      '.calmlyrc.json',
      '--config FILE',
      'lacks-reassurance',
      '500',
      '100 characters',
    ])
      expect(stdout).toContain(words);
    expect(stdout).toContain('pressure,\n            emotional or demanding');
  });

  it('finds .calmlyrc.json in a parent of the working directory, and prints the lists and their path', async () => {
    const { root, nested } = project();
    const { code, stdout } = await run(['lists'], { cwd: nested });
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ path: join(root, '.calmlyrc.json'), lists: LISTS });
  });

  it('--config FILE wins over .calmlyrc.json; a bad file exits 2 naming the file and the entry', async () => {
    const { root, nested } = project();
    writeFileSync(join(root, 'team.json'), JSON.stringify({ allow: ['asap'] }));
    const chosen = await run(['lists', '--config', '../../team.json'], { cwd: nested });
    expect(JSON.parse(chosen.stdout).lists).toEqual({ allow: ['asap'], off: [], custom: [] });

    const bad = project({ off: ['pressur'] });
    const refused = await run(['analyze'], { cwd: bad.nested, stdin: MESSAGE });
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(
      `${join(bad.root, '.calmlyrc.json')}: Switched-off rule 1 ("pressur") is not a rule`,
    );
    const notJson = await run(['lists'], { cwd: project('{ allow: [').nested });
    expect(notJson).toMatchObject({ code: 2, stderr: expect.stringContaining('is not valid JSON') });
    expect(await run(['lists', '--config', 'missing.json'], { cwd: root })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('missing.json: file not found'),
    });
  });
});

describe('calmly analyze and rewrite use the lists', () => {
  it('analyze applies .calmlyrc.json, to one message and to JSON lines', async () => {
    const { nested } = project();
    const one = await run(['analyze'], { cwd: nested, stdin: `${MESSAGE}\n` });
    expect(one.code).toBe(0);
    const analysis = AnalysisSchema.parse(JSON.parse(one.stdout));
    expect(analysis).toEqual(analyzeWithLists(MESSAGE, LISTS));
    expect(analysis.findings.map((f) => [f.text, f.suggestion])).toEqual([
      ['Per my last email', 'as a reminder'],
    ]);
    const lines = await run(['analyze', '--jsonl'], {
      cwd: nested,
      stdin: JSON.stringify({ text: MESSAGE }),
    });
    expect(JSON.parse(lines.stdout)).toEqual(analysis);
  });

  it('rewrite scores its rewrite with the lists', async () => {
    const { nested } = project();
    const { code, stdout } = await run(['rewrite'], { cwd: nested, stdin: MESSAGE });
    expect(code).toBe(0);
    const result = TransformResponseSchema.parse(JSON.parse(stdout));
    expect(result.analysis).toEqual(analyzeWithLists(result.generatedMessage, LISTS));
  });

  it('the real entry point reads --config relative to its working directory', async () => {
    const { root } = project();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/main.ts', 'analyze', '--config', join(root, '.calmlyrc.json')],
      {
        cwd: repoRoot,
      },
    );
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stdin.end(MESSAGE);
    const code = await new Promise((done) => child.on('close', done));
    expect(code).toBe(0);
    expect(JSON.parse(stdout).findings[0]).toMatchObject({
      text: 'Per my last email',
      suggestion: 'as a reminder',
    });
  });
});
