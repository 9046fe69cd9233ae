import type { Finding } from '../../core/schemas.ts';
import { findToneIssues } from '../../core/tone/tone-findings.ts';
import type { Logger } from '../logger.ts';
import { type RewritePool, sharedRewritePool } from '../providers/chat/rewrite-pool.ts';

// The message model's tone findings, whose hostile kinds count in the score
// (docs/decisions/017-hostility-counts-in-the-score.md). They parse the message with compromise,
// up to half a second for 5,000 characters, so they run in the rewrite pool, off the event loop.
// Should the pool fail, they run here: a slower answer beats a score that misses the hostility.
// Should the reading itself fail, the answer is the §5 analysis alone, never a 5xx.
export async function readToneFindings(
  text: string,
  options: { logger?: Logger; pool?: RewritePool },
): Promise<Finding[]> {
  try {
    const findings = await (options.pool ?? sharedRewritePool()).run({ kind: 'tone-findings', text });
    if (Array.isArray(findings)) return findings;
    throw new TypeError('tone findings are not a list');
  } catch (error) {
    options.logger?.warn(
      { reason: error instanceof Error ? error.message : 'unknown' },
      'tone findings ran on the event loop',
    );
  }
  try {
    return findToneIssues(text);
  } catch (error) {
    options.logger?.error(
      { reason: error instanceof Error ? error.name : 'unknown' },
      'tone findings failed',
    );
    return [];
  }
}
