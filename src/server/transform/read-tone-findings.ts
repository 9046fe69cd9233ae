import type { Finding } from '../../core/schemas.ts';
import { AppError } from '../http/app-error.ts';
import type { Logger } from '../logger.ts';
import { type RewritePool, RewritePoolBusyError, sharedRewritePool } from '../providers/chat/rewrite-pool.ts';

// The message model's tone findings, whose hostile kinds count in the score
// (docs/decisions/017-hostility-counts-in-the-score.md). They parse the message with compromise,
// up to half a second for 5,000 characters, so they run in the rewrite pool and never on the event
// loop (issue 24). A full pool is an honest 503 with Retry-After; should the reading itself fail,
// the answer is the §5 analysis alone, never a 5xx.
export async function readToneFindings(
  text: string,
  options: { logger?: Logger; pool?: RewritePool },
): Promise<Finding[]> {
  try {
    const findings = await (options.pool ?? sharedRewritePool()).run({ kind: 'tone-findings', text });
    if (Array.isArray(findings)) return findings;
    throw new TypeError('tone findings are not a list');
  } catch (error) {
    if (error instanceof RewritePoolBusyError) throw AppError.busy(error.retryAfterS);
    options.logger?.error(
      { reason: error instanceof Error ? error.message : 'unknown' },
      'tone findings failed',
    );
    return [];
  }
}
