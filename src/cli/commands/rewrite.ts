import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { TransformRequestSchema, type TransformResponse } from '../../core/schemas.ts';
import { EnvError, parseEnv } from '../../server/env.ts';
import { createChatProvider } from '../../server/providers/chat/create-chat-provider.ts';
import type { ChatProvider } from '../../server/providers/chat/types.ts';
import { transform } from '../../server/transform/transform.ts';
import { validationMessage } from '../../server/transform/validation-message.ts';

export const REWRITE_USAGE = `Usage: calmly rewrite [--task T] [--tone X] [--intent Y] [--persona Z] [--context C] [--jsonl]

Reads a message on stdin and prints the transform result as JSON: generatedMessage, explanation,
analysis of the rewrite, and the meaning guard's warnings.

  --jsonl   read one {"text", "taskType"?, "tone"?, "intent"?, "persona"?, "context"?} per line and
            print one result per line, in order; a bad line prints {"line", "error"} and the run goes on.
            The flags give the defaults for every line.

The AI provider comes from the environment like the server's (AI_API_KEY, AI_BASE_URL, AI_MODEL,
AI_TIMEOUT_MS); without them the offline rewriter is used. Exit status: 0 when every message was
rewritten, 1 when any input was invalid or the provider failed (the result has providerError), 2 for
wrong usage.`;

type Io = { stdin: NodeJS.ReadableStream; stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream };
type Defaults = { taskType?: string; tone?: string; intent?: string; persona?: string; context?: string };
type RewriteResult = TransformResponse | { error: string };
// Takes raw input: TransformRequestSchema decides what is valid, for the CLI as for the API.
type Rewriter = (input: Record<string, unknown>) => Promise<RewriteResult>;

const FLAGS = {
  task: { type: 'string' },
  tone: { type: 'string' },
  intent: { type: 'string' },
  persona: { type: 'string' },
  context: { type: 'string' },
  jsonl: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

const write = (stream: NodeJS.WritableStream, text: string) =>
  new Promise<void>((resolve) => stream.write(text, () => resolve()));
const isFailure = (result: object) => 'error' in result || 'providerError' in result;

export async function runRewrite(argv: string[], io: Io = process): Promise<number> {
  let flags: ReturnType<typeof parseArgs<{ args: string[]; options: typeof FLAGS }>>['values'];
  try {
    flags = parseArgs({ args: argv, options: FLAGS }).values;
  } catch (error) {
    await write(io.stderr, `${error instanceof Error ? error.message : String(error)}\n\n${REWRITE_USAGE}\n`);
    return 2;
  }
  if (flags.help) {
    await write(io.stdout, `${REWRITE_USAGE}\n`);
    return 0;
  }
  let provider: ChatProvider;
  // Logs go to stderr, so stdout stays pure JSON.
  let logger: pino.Logger;
  try {
    const env = parseEnv(process.env);
    logger = pino({ level: env.LOG_LEVEL }, pino.destination({ dest: 2, sync: true }));
    provider = createChatProvider(env, logger);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    await write(io.stderr, `${error.message}\n`);
    return 1;
  }
  const defaults: Defaults = {
    taskType: flags.task,
    tone: flags.tone,
    intent: flags.intent,
    persona: flags.persona,
    context: flags.context,
  };
  const rewrite: Rewriter = async (input) => {
    const parsed = TransformRequestSchema.safeParse(input);
    if (!parsed.success) return { error: validationMessage(parsed.error) };
    return transform(parsed.data, { provider, logger });
  };
  return flags.jsonl ? rewriteLines(io, defaults, rewrite) : rewriteStdin(io, defaults, rewrite);
}

async function rewriteStdin(io: Io, defaults: Defaults, rewrite: Rewriter) {
  let text = '';
  for await (const chunk of io.stdin) text += chunk;
  const result = await rewrite({ ...defaults, originalMessage: text.replace(/\r?\n$/, '') });
  await write(io.stdout, `${JSON.stringify(result, null, 2)}\n`);
  return isFailure(result) ? 1 : 0;
}

// One line in, one line out, in order; lines are rewritten one at a time so a real provider is
// never flooded.
async function rewriteLines(io: Io, defaults: Defaults, rewrite: Rewriter) {
  let lineNumber = 0;
  let hasFailure = false;
  for await (const line of createInterface({ input: io.stdin, crlfDelay: Number.POSITIVE_INFINITY })) {
    lineNumber += 1;
    if (line.trim() === '') continue;
    const result = await rewriteLine(line, defaults, rewrite);
    hasFailure ||= isFailure(result);
    await write(
      io.stdout,
      `${JSON.stringify('error' in result ? { line: lineNumber, ...result } : result)}\n`,
    );
  }
  return hasFailure ? 1 : 0;
}

async function rewriteLine(line: string, defaults: Defaults, rewrite: Rewriter): Promise<RewriteResult> {
  let item: unknown;
  try {
    item = JSON.parse(line);
  } catch {
    return { error: MESSAGES.INVALID_REQUEST };
  }
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    return { error: MESSAGES.INVALID_REQUEST };
  const { text, ...options } = item as Record<string, unknown>;
  const chosen = Object.fromEntries(Object.entries(options).filter(([name]) => name in defaults));
  return rewrite({ ...defaults, ...chosen, originalMessage: text });
}
