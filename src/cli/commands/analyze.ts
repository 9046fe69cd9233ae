import type { WordLists } from '../../core/lists/word-lists-schema.ts';
import { analyzeMessage } from '../../core/tone/analyze-message.ts';
import { type CliCommand, type CliIo, EXIT_BAD_INPUT, EXIT_OK, EXIT_USAGE } from '../command.ts';
import { readCommandFlags } from '../command-flags.ts';
import { readAll, readLines, write, writeError } from '../io.ts';
import { CONFIG_USAGE, loadWordLists } from '../word-lists-config.ts';

const USAGE = `Usage: calmly analyze [--jsonl] [--config FILE]

Scores a message with the local analysis rules (spec §5; see docs/rules.md) and the message
model's tone findings: insults, threats, blame, reproachful questions and orders pressed with
"now" count as hostility, beyond the spec (docs/decisions/017-hostility-counts-in-the-score.md);
the answer then names the rule in "beyondSpecRules".

  calmly analyze            Reads ONE message from stdin (a single trailing newline is ignored)
                            and prints its analysis as pretty JSON:
                            {issues, strengths, severity, cognitiveLoad, score, recommendations,
                            findings, beyondSpecRules?}.
  calmly analyze --jsonl    Reads JSON lines {"text": "..."} from stdin and prints one analysis per
                            line, in order. Blank lines are skipped. A bad line prints
                            {"line": N, "error": "..."} in its place and processing continues.

Options:
  --jsonl       one JSON object per input line
${CONFIG_USAGE}
  -h, --help    show this help

Exit codes: 0 success, 1 at least one bad JSONL line, 2 usage error or a lists file that is not valid.

Examples:
  echo "Send the report ASAP." | npm run --silent calmly -- analyze
  printf '{"text":"Thanks!"}\\n{"text":"Why? When? How?"}\\n' | npm run --silent calmly -- analyze --jsonl`;

function textOfLine(line: string): { text: string } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return { error: `not valid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  if (typeof value !== 'object' || value === null || typeof (value as { text?: unknown }).text !== 'string') {
    return { error: 'expected an object with a string "text" field' };
  }
  return { text: (value as { text: string }).text };
}

async function analyzeJsonLines(io: CliIo, lists: WordLists | undefined): Promise<number> {
  let lineNumber = 0;
  let hasBadLine = false;
  for await (const line of readLines(io.stdin)) {
    lineNumber += 1;
    if (line.trim() === '') continue;
    const parsed = textOfLine(line);
    if ('error' in parsed) hasBadLine = true;
    const output =
      'error' in parsed ? { line: lineNumber, error: parsed.error } : analyzeMessage(parsed.text, lists);
    await write(io.stdout, `${JSON.stringify(output)}\n`);
  }
  return hasBadLine ? EXIT_BAD_INPUT : EXIT_OK;
}

const FLAGS = {
  jsonl: { type: 'boolean' },
  config: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const analyzeCommand: CliCommand = {
  name: 'analyze',
  summary: 'Score a message from stdin (or JSON lines with --jsonl) and print the analysis as JSON',
  usage: USAGE,
  async run(args, io) {
    const read = await readCommandFlags(args, io, { name: 'analyze', usage: USAGE, options: FLAGS });
    if ('exitCode' in read) return read.exitCode;
    const options = read.flags;
    const loaded = await loadWordLists({ config: options.config, cwd: io.cwd ?? process.cwd() });
    if (!loaded.ok) {
      await writeError(io, loaded.problem);
      return EXIT_USAGE;
    }
    if (options.jsonl) return analyzeJsonLines(io, loaded.lists);
    const message = (await readAll(io.stdin)).replace(/\r?\n$/, '');
    await write(io.stdout, `${JSON.stringify(analyzeMessage(message, loaded.lists), null, 2)}\n`);
    return EXIT_OK;
  },
};
