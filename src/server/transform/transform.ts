import { analyzeWithLists } from '../../core/lists/analyze-with-lists.ts';
import { meaningGuardWarnings } from '../../core/rewrite/check/meaning-guard.ts';
import type { TransformRequest, TransformResponse } from '../../core/schemas.ts';
import type { Logger } from '../logger.ts';
import { type RewritePool, sharedRewritePool } from '../providers/chat/rewrite-pool.ts';
import type { ChatOutcome, ChatProvider } from '../providers/chat/types.ts';
import { fallbackResult } from './fallback-result.ts';

// pool runs the meaning guard off the event loop (default: the process's shared rewrite pool).
export type TransformOptions = { provider: ChatProvider | undefined; logger: Logger; pool?: RewritePool };

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
  const { generatedMessage, explanation, nothingToSend } = outcome.reply;
  return {
    generatedMessage,
    explanation,
    // Scored with the same word lists as the original (request.lists, issue 16).
    analysis: analyzeWithLists(generatedMessage, request.lists),
    // Nothing to send (issue 21): no rewrite a reader could misread, so nothing to guard.
    ...(nothingToSend
      ? { nothingToSend, warnings: [] }
      : {
          warnings: await checkMeaning(request.originalMessage, generatedMessage, options),
        }),
  };
}

// The same guard for every provider (issue 12, item 9). Should the pool fail, the guard runs here
// instead: a slower answer beats a rewrite whose changed meaning goes unflagged. Should the guard
// itself fail, the rewrite still reaches the person, without warnings, never as a 5xx.
async function checkMeaning(original: string, rewrite: string, options: TransformOptions) {
  try {
    const pool = options.pool ?? sharedRewritePool();
    return await pool.run({ kind: 'check-meaning', original, rewrite });
  } catch (error) {
    options.logger.warn(
      { reason: error instanceof Error ? error.message : 'unknown' },
      'meaning guard ran on the event loop',
    );
  }
  try {
    return meaningGuardWarnings(original, rewrite);
  } catch (error) {
    options.logger.error({ reason: error instanceof Error ? error.name : 'unknown' }, 'meaning guard failed');
    return [];
  }
}
