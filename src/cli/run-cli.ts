import type { CliIo } from './command.ts';
import { EXIT_OK, EXIT_USAGE } from './command.ts';
import { write, writeError } from './io.ts';
import { COMMANDS } from './registry.ts';

const overview = () => {
  const width = Math.max(...COMMANDS.map((command) => command.name.length));
  const list = COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`).join('\n');
  return `Usage: calmly <command> [options]

Commands:
${list}

  calmly help <command>   full help of one command (also: calmly <command> --help)
  calmly --help           this overview

Run through npm: npm run --silent calmly -- <command> [options]`;
};

const findCommand = (name: string) => COMMANDS.find((command) => command.name === name);

// Dispatches `calmly <command> …` to the registry; resolves to the process exit code.
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [first, ...rest] = argv;
  if (
    first === undefined ||
    first === '--help' ||
    first === '-h' ||
    (first === 'help' && rest.length === 0)
  ) {
    await write(io.stdout, `${overview()}\n`);
    return EXIT_OK;
  }
  const name = first === 'help' ? rest[0] : first;
  const command = name === undefined ? undefined : findCommand(name);
  if (!command) {
    await writeError(io, `Unknown command: ${name}\n\n${overview()}`);
    return EXIT_USAGE;
  }
  if (first === 'help') {
    await write(io.stdout, `${command.usage}\n`);
    return EXIT_OK;
  }
  return command.run(rest, io);
}
