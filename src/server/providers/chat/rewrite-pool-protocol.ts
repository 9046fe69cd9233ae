import type { WordLists } from '../../../core/lists/word-lists-model.ts';
import type { Analysis, Finding, GenerationResult, TransformRequest } from '../../../core/schemas.ts';

// Messages between the server's event loop and the rewrite worker threads.
//   rewrite:        the offline rewriter alone (the CLI, the pool's own tests);
//   transform:      the offline rewriter, the analysis of its rewrite and the meaning guard, in
//                   one job: the message is sent, and parsed, once (issue 24);
//   review:         the analysis and the meaning guard of another provider's rewrite;
//   check-meaning:  the meaning guard alone;
//   tone-findings:  the message model's tone findings, whose hostile kinds count in the score.
export type RewriteReview = { analysis: Analysis; warnings: string[] };

export type RewriteJob =
  | { kind: 'rewrite'; request: TransformRequest }
  | { kind: 'transform'; request: TransformRequest }
  | { kind: 'review'; original: string; rewrite: string; lists?: WordLists | undefined }
  | { kind: 'check-meaning'; original: string; rewrite: string }
  | { kind: 'tone-findings'; text: string };

export type RewriteJobResult = {
  rewrite: GenerationResult;
  transform: GenerationResult & { review: RewriteReview };
  review: RewriteReview;
  'check-meaning': string[];
  'tone-findings': Finding[];
};

export type RewriteWorkerRequest = { id: number; job: RewriteJob };
export type RewriteWorkerReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: string };
// Sent once, when the worker has loaded the engine and run it once: its jobs' time starts then.
export type RewriteWorkerReady = { ready: true };
