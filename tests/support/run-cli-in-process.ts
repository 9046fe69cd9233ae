import { PassThrough, Readable } from 'node:stream';
import { runCli } from '../../src/cli/run-cli.ts';

// Runs the calmly CLI in this process with in-memory streams: fast, for the help, error and
// option paths (the spawned tests cover the real process).
export async function runCliInProcess(
  args: readonly string[],
  options: { stdin?: string; cwd?: string } = {},
) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk) => {
    out += chunk;
  });
  stderr.on('data', (chunk) => {
    err += chunk;
  });
  const code = await runCli(args, {
    stdin: Readable.from([options.stdin ?? '']),
    stdout,
    stderr,
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
  });
  return { code, stdout: out, stderr: err };
}
