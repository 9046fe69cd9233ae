import { type ParseArgsConfig, parseArgs } from 'node:util';
import { type CliIo, EXIT_OK, EXIT_USAGE } from './command.ts';
import { write, writeError } from './io.ts';

type Options = NonNullable<ParseArgsConfig['options']>;
type Flags<O extends Options> = ReturnType<typeof parseArgs<{ options: O; strict: true }>>['values'];

export async function usageError(io: CliIo, problem: string, usage: string) {
  await writeError(io, `${problem}\n\n${usage}`);
  return EXIT_USAGE;
}

// Every command answers the same way to --help, an unknown flag and a terminal on stdin, so each
// command only handles what is its own. Returns the flags, or the exit code to stop with.
export async function readCommandFlags<O extends Options>(
  args: readonly string[],
  io: CliIo,
  // readsStdin false: a command that reads nothing from stdin runs from a terminal too.
  command: { name: string; usage: string; options: O; readsStdin?: boolean },
): Promise<{ flags: Flags<O> } | { exitCode: number }> {
  let flags: Flags<O>;
  try {
    flags = parseArgs({ args: [...args], options: command.options, strict: true, allowPositionals: false })
      .values as Flags<O>;
  } catch (error) {
    return {
      exitCode: await usageError(io, error instanceof Error ? error.message : String(error), command.usage),
    };
  }
  if ((flags as { help?: boolean }).help) {
    await write(io.stdout, `${command.usage}\n`);
    return { exitCode: EXIT_OK };
  }
  if (command.readsStdin !== false && io.stdin.isTTY) {
    return {
      exitCode: await usageError(
        io,
        `calmly ${command.name} reads from stdin; pipe a message in.`,
        command.usage,
      ),
    };
  }
  return { flags };
}
