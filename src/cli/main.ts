// Entry point of the Calmly CLI: `npm run --silent calmly -- <command>`. Commands are registered in
// src/cli/registry.ts.
import { loadEnvFile } from '../server/load-env-file.ts';
import { runCli } from './run-cli.ts';

// The same .env the server reads (README "Configuration"), for the providers `rewrite` and `speak` use.
loadEnvFile();

process.exitCode = await runCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
