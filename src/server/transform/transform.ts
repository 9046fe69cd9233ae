import { analyzeWithLists } from '../../core/lists/analyze-with-lists.ts';
import type { TransformRequest, TransformResponse } from '../../core/schemas.ts';
import { AppError } from '../http/app-error.ts';
import type { Logger } from '../logger.ts';
import { type RewritePool, RewritePoolBusyError, sharedRewritePool } from '../providers/chat/rewrite-pool.ts';
import type { RewriteReview } from '../providers/chat/rewrite-pool-protocol.ts';
import type { ChatOutcome, ChatProvider } from '../providers/chat/types.ts';
import { fallbackResult } from './fallback-result.ts';

// pool runs the meaning guard off the event loop (default: the process's shared rewrite pool).
export type TransformOptions = { provider: ChatProvider | undefined; logger: Logger; pool?: RewritePool };

// Rewrites a message with the configured provider, then scores the rewrite with our own rules and
// runs the meaning guard. The provider's self-assessment is not used as the score: both sides of
// the before/after report must be measured by the same rules (spec §9 report figures).
// A full rewrite pool throws AppError.busy (503 with Retry-After): never a silent fallback.
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
    if (error instanceof RewritePoolBusyError) throw AppError.busy(error.retryAfterS);
    logger.error(
      { provider: provider.name, reason: error instanceof Error ? error.name : 'unknown' },
      'rewrite threw',
    );
    return fallbackResult('generic');
  }
  if (!outcome.ok) return fallbackResult(outcome.code);
  const { generatedMessage, explanation, nothingToSend } = outcome.reply;
  // Scored with the same word lists as the original (request.lists, issue 16).
  const { analysis, warnings } =
    outcome.reply.review ?? (await reviewInPool(request, generatedMessage, options));
  // Nothing to send (issue 21): no rewrite a reader could misread, so nothing to guard.
  return nothingToSend
    ? { generatedMessage, explanation, analysis, nothingToSend, warnings: [] }
    : { generatedMessage, explanation, analysis, warnings };
}

// The same guard for every provider (issue 12, item 9), in the pool: it parses both messages, and
// no parse ever runs on the event loop (issue 24). Should the guard fail, the rewrite still reaches
// the person, scored, without warnings, never as a 5xx.
async function reviewInPool(
  request: TransformRequest,
  rewrite: string,
  options: TransformOptions,
): Promise<RewriteReview> {
  try {
    const pool = options.pool ?? sharedRewritePool();
    return await pool.run({
      kind: 'review',
      original: request.originalMessage,
      rewrite,
      lists: request.lists,
    });
  } catch (error) {
    if (error instanceof RewritePoolBusyError) throw AppError.busy(error.retryAfterS);
    options.logger.error(
      { reason: error instanceof Error ? error.message : 'unknown' },
      'meaning guard failed',
    );
    return { analysis: analyzeWithLists(rewrite, request.lists), warnings: [] };
  }
}
