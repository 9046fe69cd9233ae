import type { Finding, GenerationResult, TransformRequest } from '../../../core/schemas.ts';

// Messages between the server's event loop and the rewrite worker threads.
export type RewriteJob =
  | { kind: 'rewrite'; request: TransformRequest }
  | { kind: 'check-meaning'; original: string; rewrite: string }
  | { kind: 'tone-findings'; text: string };

export type RewriteJobResult = {
  rewrite: GenerationResult;
  'check-meaning': string[];
  'tone-findings': Finding[];
};

export type RewriteWorkerRequest = { id: number; job: RewriteJob };
export type RewriteWorkerReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: string };
