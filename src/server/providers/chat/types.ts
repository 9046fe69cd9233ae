import type {
  Analysis,
  GenerationResult,
  ProviderErrorCode,
  TransformRequest,
} from '../../../core/schemas.ts';
import type { RewriteReview } from './rewrite-pool-protocol.ts';

// The analysis an AI provider sends back with its rewrite (spec §3), without our rule findings.
export type ProviderAnalysis = Omit<Analysis, 'findings'>;

// review: the rewrite's analysis and meaning-guard warnings, when the provider made them in the
// same job as the rewrite (the offline rewriter: one trip to a worker, one parse).
export type ChatReply = GenerationResult & { analysis?: ProviderAnalysis; review?: RewriteReview };

// External calls return typed results (STYLE.md): a reply, or the catalogue code of the failure.
export type ChatOutcome = { ok: true; reply: ChatReply } | { ok: false; code: ProviderErrorCode };

export type ChatProvider = {
  name: 'local' | 'openai';
  generate(request: TransformRequest): Promise<ChatOutcome>;
};
