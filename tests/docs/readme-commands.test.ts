import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { AnalysisSchema, TransformResultSchema } from '../../src/core/schemas.ts';
import { runCliInProcess } from '../support/run-cli-in-process.ts';

// Issue 25: a newcomer copies the README. Every `calmly` line of its ```sh blocks runs, from the
// repository's root, on the sample files in examples/; every other line names a script that
// exists; every variable a script or test reads is documented. One line goes through the shell and
// `npm run` exactly as pasted; the others run the same CLI in-process with the stdin and the
// arguments the line gives it (a spawned `npm run` costs seconds each on a busy machine).

const root = resolve(import.meta.dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: object }).scripts;
const run = promisify(execFile);
const SPEAK_OUT = join(root, 'note.mp3');

const shellLines = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((block) =>
  (block[1] ?? '').split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#')),
);
const cliLines = shellLines.filter((line) => line.includes('calmly'));
const otherLines = shellLines.filter((line) => !line.includes('calmly'));

// The README's two shapes: `echo "TEXT" | npm run --silent calmly -- ARGS` and
// `npm run --silent calmly -- ARGS < FILE`, each with an optional trailing # comment.
function parseLine(line: string): { args: string[]; input: string } {
  const command = line.replace(/\s+#.*$/, '');
  const piped = command.match(/^echo "([^"]*)" \| (.*)$/);
  const rest = piped?.[2] ?? command;
  const [invocation = '', file] = rest.split(' < ');
  const args = invocation.split(/\s+/).filter(Boolean);
  expect(args.slice(0, 5)).toEqual(['npm', 'run', '--silent', 'calmly', '--']);
  expect(invocation).not.toMatch(/["'\\$`]/);
  const input = piped ? `${piped[1]}\n` : file ? readFileSync(join(root, file.trim()), 'utf8') : '';
  return { args: args.slice(5), input };
}

function runInProcess(line: string) {
  const { args, input } = parseLine(line);
  return runCliInProcess(args, { stdin: input, cwd: root });
}

function expectOutputOf(line: string, stdout: string) {
  if (line.includes('--help')) return expect(stdout).toMatch(/^Usage: calmly|Commands:/m);
  if (line.includes(' speak ')) return expect(statSync(SPEAK_OUT).size).toBeGreaterThan(1000);
  const answers = line.includes('--jsonl')
    ? stdout
        .trimEnd()
        .split('\n')
        .map((json) => JSON.parse(json) as unknown)
    : [JSON.parse(stdout) as unknown];
  const schema = line.includes(' analyze') ? AnalysisSchema : TransformResultSchema;
  for (const answer of answers) expect(schema.safeParse(answer).success).toBe(true);
  if (line.includes('--jsonl')) {
    const input = line.match(/< (\S+)/)?.[1] ?? '';
    const lines = readFileSync(join(root, input), 'utf8')
      .split('\n')
      .filter((text) => text.trim());
    expect(answers).toHaveLength(lines.length);
  }
}

describe('README command lines', () => {
  it('has calmly lines for each command, reading only files that exist', () => {
    for (const command of ['analyze', 'rewrite', 'speak', 'lists']) {
      expect(cliLines.some((line) => line.includes(`-- ${command}`))).toBe(true);
    }
    for (const line of cliLines) {
      for (const file of line.matchAll(/(?:< |--config )(\S+)/g))
        expect(existsSync(join(root, file[1] ?? ''))).toBe(true);
    }
  });

  it('runs a line through the shell and npm exactly as pasted', { timeout: 120_000 }, async () => {
    const line = cliLines.find((each) => each.includes('-- --help')) ?? '';
    const { stdout } = await run('sh', ['-c', line], { cwd: root });
    expectOutputOf(line, stdout);
  });

  it.each(cliLines)('runs: %s', { timeout: 60_000 }, async (line) => {
    const hadNote = existsSync(SPEAK_OUT);
    try {
      const { code, stdout, stderr } = await runInProcess(line);
      expect({ code, stderr: stderr.replace(/^Wrote note\.mp3 .*\n$/, '') }).toEqual({ code: 0, stderr: '' });
      expectOutputOf(line, stdout);
    } finally {
      if (!hadNote) rmSync(SPEAK_OUT, { force: true });
    }
  });

  it.each(otherLines)('names npm scripts that exist: %s', (line) => {
    for (const [, name] of line.matchAll(/npm (?:run (\S+)|start|test)/g)) {
      const script = name ?? (line.includes('npm start') ? 'start' : 'test');
      expect(Object.keys(scripts)).toContain(script);
    }
  });
});

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|mjs)$/.test(name)) yield path;
  }
}

describe('variables scripts read', () => {
  const envExample = readFileSync(join(root, '.env.example'), 'utf8');
  const read = new Set<string>();
  for (const dir of ['bench', 'scripts', 'tests']) {
    for (const file of sourceFiles(join(root, dir))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g))
        read.add(match[1] ?? '');
    }
  }
  read.delete('PATH');

  it.each([...read].sort())('%s is documented in .env.example or the README', (name) => {
    expect(envExample.includes(`${name}=`) || readme.includes(`\`${name}\``)).toBe(true);
  });
});
