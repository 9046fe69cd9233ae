import type { Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import { createLocalChatProvider } from './local.ts';
import { createOpenAiChatProvider } from './openai.ts';
import type { ChatProvider } from './types.ts';

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

type ChatEnv = Pick<Env, 'AI_API_KEY' | 'AI_BASE_URL' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>;

// DESIGN §1: the offline rewriter by default; an OpenAI-compatible server once one is configured.
export function createChatProvider(env: ChatEnv, logger: Logger): ChatProvider {
  if (!env.AI_API_KEY && !env.AI_BASE_URL) return createLocalChatProvider({ logger });
  return createOpenAiChatProvider({
    baseUrl: env.AI_BASE_URL ?? OPENAI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    logger,
  });
}
