// Entry point of the Calmly CLI: `npm run --silent calmly -- <command>`. Commands are registered in
// src/cli/registry.ts.
import { runCli } from './run-cli.ts';

process.exitCode = await runCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
