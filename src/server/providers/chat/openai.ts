import { AI_MAX_TOKENS, AI_SHORT_MESSAGE_CHARS, AI_TEMPERATURE } from '../../../core/constants.ts';
import { buildChatPrompt } from '../../../core/prompt/build-chat-prompt.ts';
import type { ProviderErrorCode, TransformRequest } from '../../../core/schemas.ts';
import type { Logger } from '../../logger.ts';
import { logProviderFailure } from '../provider-failure-log.ts';
import { classifyHttpFailure } from './error-table.ts';
import { parseChatCompletion } from './parse-reply.ts';
import type { ChatOutcome, ChatProvider } from './types.ts';

export type OpenAiChatOptions = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  logger: Logger;
};

type HttpAnswer = { status: number; body: string };

// Any OpenAI-compatible /chat/completions endpoint (DESIGN §1): OpenAI, Ollama, llama.cpp, vLLM,
// LM Studio. Failures come back as catalogue codes; the provider's error body never leaves here.
export function createOpenAiChatProvider(options: OpenAiChatOptions): ChatProvider {
  return { name: 'openai', generate: (request) => generateWithOpenAi(request, options) };
}

async function generateWithOpenAi(
  request: TransformRequest,
  options: OpenAiChatOptions,
): Promise<ChatOutcome> {
  if (!options.apiKey && isOpenAiItself(options.baseUrl)) return fail(options, 'key_missing');
  // One deadline for the whole call, the json_object retry included.
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    let answer = await postCompletion(request, options, { isJsonMode: true, signal });
    // DESIGN §5: LM Studio rejects json_object with a 400; retry once without it and parse.
    if (answer.status === 400 && /response_format|json_object/i.test(answer.body)) {
      answer = await postCompletion(request, options, { isJsonMode: false, signal });
    }
    if (answer.status < 200 || answer.status > 299) {
      const codes = readErrorCodes(answer.body);
      const code = classifyHttpFailure({ ...codes, status: answer.status, sentKey: !!options.apiKey });
      return fail(options, code, answer.status, [codes.errorCode, codes.errorType]);
    }
    const reply = parseChatCompletion(answer.body);
    if (!reply) return fail(options, 'bad_format', answer.status);
    if (reply.generatedMessage.length < AI_SHORT_MESSAGE_CHARS) {
      // spec §5: a short rewrite is only worth a warning.
      options.logger.warn({ chars: reply.generatedMessage.length }, 'AI rewrite is unusually short');
    }
    return { ok: true, reply };
  } catch (error) {
    // Network failure or timeout. Only the error's name is logged: its message may quote the URL.
    return fail(options, 'generic', undefined, [error instanceof Error ? error.name : 'unknown']);
  }
}

// OpenAI itself always needs a key; a local server (Ollama, LM Studio) usually does not.
function isOpenAiItself(baseUrl: string) {
  return URL.canParse(baseUrl) && new URL(baseUrl).hostname === 'api.openai.com';
}

async function postCompletion(
  request: TransformRequest,
  options: OpenAiChatOptions,
  { isJsonMode, signal }: { isJsonMode: boolean; signal: AbortSignal },
): Promise<HttpAnswer> {
  const prompt = buildChatPrompt(request);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
  // spec §7 and §9: model, system + user messages, temperature 0.7, max_tokens 1000, JSON mode.
  const body = {
    model: options.model,
    messages: [
      { role: 'system', content: prompt.system },
      { role: 'user', content: prompt.user },
    ],
    temperature: AI_TEMPERATURE,
    max_tokens: AI_MAX_TOKENS,
    ...(isJsonMode ? { response_format: { type: 'json_object' } } : {}),
  };
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal });
  return { status: response.status, body: await response.text() };
}

// OpenAI's errors look like {error: {message, type, code}}; others may send a bare string.
function readErrorCodes(body: string): { errorCode?: string; errorType?: string } {
  try {
    const error: unknown = JSON.parse(body)?.error;
    if (typeof error !== 'object' || error === null) return {};
    const { code, type } = error as { code?: unknown; type?: unknown };
    return {
      errorCode: typeof code === 'string' ? code : undefined,
      errorType: typeof type === 'string' ? type : undefined,
    };
  } catch {
    return {};
  }
}

// People see only the catalogue message of `code` (error-table.ts); the logs get the provider's
// machine-readable words through the shared, redacting provider log.
function fail(
  options: OpenAiChatOptions,
  code: ProviderErrorCode,
  status?: number,
  providerWords?: (string | undefined)[],
): ChatOutcome {
  logProviderFailure(
    options.logger,
    'AI provider call failed',
    { provider: 'openai', operation: 'chat', code, status, providerWords },
    [options.apiKey],
  );
  return { ok: false, code };
}
