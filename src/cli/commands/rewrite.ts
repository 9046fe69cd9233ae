import pino from 'pino';
import { MESSAGES } from '../../core/catalog/messages.ts';
import type { WordLists } from '../../core/lists/word-lists-schema.ts';
import { TransformRequestSchema, type TransformResponse } from '../../core/schemas.ts';
import { EnvError, parseEnv } from '../../server/env.ts';
import { validationMessage } from '../../server/transform/validation-message.ts';
import { type CliCommand, type CliIo, EXIT_BAD_INPUT, EXIT_OK, EXIT_USAGE } from '../command.ts';
import { readCommandFlags } from '../command-flags.ts';
import { readAll, readLines, write, writeError } from '../io.ts';
import { CONFIG_USAGE, loadWordLists } from '../word-lists-config.ts';

const USAGE = `Usage: calmly rewrite [--task T] [--tone X] [--intent Y] [--persona Z] [--context C] [--jsonl]
                      [--config FILE]

Rewrites a message into a calm, clear, low-pressure one and prints the transform result as JSON:
{generatedMessage, explanation, analysis (of the rewrite), warnings (facts the rewrite dropped)}.
A message that only carries anger has nothing to send: generatedMessage is "", and nothingToSend
{about, iStatement} names what it was about and offers one honest "I" statement when it can.

  calmly rewrite            Reads ONE message from stdin (a single trailing newline is ignored)
                            and prints its result as pretty JSON.
  calmly rewrite --jsonl    Reads JSON lines {"text", "taskType"?, "tone"?, "intent"?, "persona"?,
                            "context"?} and prints one result per line, in order. The flags are the
                            defaults for every line. Blank lines are skipped. A bad line prints
                            {"line": N, "error": "..."} in its place and processing continues.

Options:
  --task T      write-email (default), schedule-meeting, step-away-notice, gentle-followup,
                realtime-phrases, clarify-message, repair-misunderstanding, compose-from-notes
                (any other value gets the generic ADHD-friendly rewrite)
  --tone X      supportive (default), friendly, direct, reassuring
  --intent Y    ask (default), update, follow-up, apologize, say-no
  --persona Z   general (default), teammate-adhd, manager-rsd, friend-executive,
                neurodivergent-client, family-adhd
  --context C   free-text context for the rewrite
  --jsonl       one JSON object per input line
${CONFIG_USAGE}
  -h, --help    show this help

Provider: configured from the environment like the server: the offline rewriter by default, an
OpenAI-compatible server when AI_API_KEY or AI_BASE_URL is set (AI_MODEL, AI_TIMEOUT_MS). When the
provider fails, the result is the spec's fallback result with a "providerError" code.

Exit codes: 0 success, 1 invalid input or a provider failure (in any line), 2 usage or
configuration error (including a lists file that is not valid).

Examples:
  echo "I need the report ASAP." | npm run --silent calmly -- rewrite --tone reassuring
  printf '{"text":"Meeting at 9, be there."}\\n' | npm run --silent calmly -- rewrite --jsonl`;

const FLAGS = {
  task: { type: 'string' },
  tone: { type: 'string' },
  intent: { type: 'string' },
  persona: { type: 'string' },
  context: { type: 'string' },
  jsonl: { type: 'boolean' },
  config: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type RewriteResult = TransformResponse | { error: string };
// Takes raw input: TransformRequestSchema decides what is valid, for the CLI as for the API.
type Rewriter = (input: Record<string, unknown>) => Promise<RewriteResult>;

const isFailure = (result: RewriteResult) => 'error' in result || result.providerError !== undefined;

// The provider stack is loaded only when this command runs: every command shares the registry,
// and the others should not pay for (or depend on) the rewrite engines.
// `lists`: the word lists from .calmlyrc.json or --config, on every request (issue 16).
async function createRewriter(lists: WordLists | undefined): Promise<Rewriter> {
  const env = parseEnv(process.env);
  const { createChatProvider } = await import('../../server/providers/chat/create-chat-provider.ts');
  const { transform } = await import('../../server/transform/transform.ts');
  // Logs go to stderr, so stdout stays pure JSON.
  const logger = pino({ level: env.LOG_LEVEL }, pino.destination({ dest: 2, sync: true }));
  const provider = createChatProvider(env, logger);
  return async (input) => {
    const parsed = TransformRequestSchema.safeParse(lists ? { ...input, lists } : input);
    if (!parsed.success) return { error: validationMessage(parsed.error) };
    return transform(parsed.data, { provider, logger });
  };
}

function lineInput(line: string, defaults: Record<string, unknown>): Record<string, unknown> | undefined {
  let item: unknown;
  try {
    item = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return undefined;
  const { text, ...fields } = item as Record<string, unknown>;
  const options = Object.fromEntries(Object.entries(fields).filter(([name]) => name in defaults));
  return { ...defaults, ...options, originalMessage: text };
}

// One line in, one line out, in order. Lines are rewritten one at a time, so a real provider is
// never flooded.
async function rewriteJsonLines(io: CliIo, defaults: Record<string, unknown>, rewrite: Rewriter) {
  let lineNumber = 0;
  let hasFailure = false;
  for await (const line of readLines(io.stdin)) {
    lineNumber += 1;
    if (line.trim() === '') continue;
    const input = lineInput(line, defaults);
    const result = input ? await rewrite(input) : { error: MESSAGES.INVALID_REQUEST };
    hasFailure ||= isFailure(result);
    await write(
      io.stdout,
      `${JSON.stringify('error' in result ? { line: lineNumber, ...result } : result)}\n`,
    );
  }
  return hasFailure ? EXIT_BAD_INPUT : EXIT_OK;
}

export const rewriteCommand: CliCommand = {
  name: 'rewrite',
  summary: 'Rewrite a message from stdin (or JSON lines with --jsonl) and print the result as JSON',
  usage: USAGE,
  async run(args, io) {
    const read = await readCommandFlags(args, io, { name: 'rewrite', usage: USAGE, options: FLAGS });
    if ('exitCode' in read) return read.exitCode;
    const flags = read.flags;
    const loaded = await loadWordLists({ config: flags.config, cwd: io.cwd ?? process.cwd() });
    if (!loaded.ok) {
      await writeError(io, loaded.problem);
      return EXIT_USAGE;
    }
    let rewrite: Rewriter;
    try {
      rewrite = await createRewriter(loaded.lists);
    } catch (error) {
      if (!(error instanceof EnvError)) throw error;
      await writeError(io, error.message);
      return EXIT_USAGE;
    }
    const defaults = {
      taskType: flags.task,
      tone: flags.tone,
      intent: flags.intent,
      persona: flags.persona,
      context: flags.context,
    };
    if (flags.jsonl) return rewriteJsonLines(io, defaults, rewrite);
    const message = (await readAll(io.stdin)).replace(/\r?\n$/, '');
    const result = await rewrite({ ...defaults, originalMessage: message });
    await write(io.stdout, `${JSON.stringify(result, null, 2)}\n`);
    return isFailure(result) ? EXIT_BAD_INPUT : EXIT_OK;
  },
};
