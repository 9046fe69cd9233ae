// The shape of one CLI command. Each command lives in src/cli/commands/<name>.ts and is listed once
// in src/cli/registry.ts.
export interface CliIo {
  readonly stdin: NodeJS.ReadableStream & { readonly isTTY?: boolean };
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  // Where relative paths and the search for .calmlyrc.json start (default: process.cwd()).
  readonly cwd?: string;
}

export interface CliCommand {
  readonly name: string;
  // One line for the command list of `calmly --help`.
  readonly summary: string;
  // The full help of `calmly help <name>`: synopsis, options, input and output, exit codes.
  readonly usage: string;
  // Resolves to the process exit code.
  readonly run: (args: readonly string[], io: CliIo) => Promise<number>;
}

export const EXIT_OK = 0;
export const EXIT_BAD_INPUT = 1;
export const EXIT_USAGE = 2;
