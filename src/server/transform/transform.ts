import { analyzeWithLists } from '../../core/lists/analyze-with-lists.ts';
import { meaningGuardWarnings } from '../../core/rewrite/facts.ts';
import type { TransformRequest, TransformResponse } from '../../core/schemas.ts';
import type { Logger } from '../logger.ts';
import type { ChatOutcome, ChatProvider } from '../providers/chat/types.ts';
import { fallbackResult } from './fallback-result.ts';

export type TransformOptions = { provider: ChatProvider | undefined; logger: Logger };

// Rewrites a message with the configured provider, then scores the rewrite with our own rules and
// runs the meaning guard. The provider's self-assessment is not used as the score: both sides of
// the before/after report must be measured by the same rules (spec §9 report figures).
export async function transform(
  request: TransformRequest,
  options: TransformOptions,
): Promise<TransformResponse> {
  const { provider, logger } = options;
  if (!provider) return fallbackResult('not_initialized');
  let outcome: ChatOutcome;
  try {
    outcome = await provider.generate(request);
  } catch (error) {
    logger.error(
      { provider: provider.name, reason: error instanceof Error ? error.name : 'unknown' },
      'rewrite threw',
    );
    return fallbackResult('generic');
  }
  if (!outcome.ok) return fallbackResult(outcome.code);
  const { generatedMessage, explanation } = outcome.reply;
  return {
    generatedMessage,
    explanation,
    // Scored with the same word lists as the original (request.lists, issue 16).
    analysis: analyzeWithLists(generatedMessage, request.lists),
    warnings: meaningGuardWarnings(request.originalMessage, generatedMessage),
  };
}
