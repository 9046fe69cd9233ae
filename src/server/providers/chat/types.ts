import type {
  Analysis,
  GenerationResult,
  ProviderErrorCode,
  TransformRequest,
} from '../../../core/schemas.ts';

// The analysis an AI provider sends back with its rewrite (spec §3), without our rule findings.
export type ProviderAnalysis = Omit<Analysis, 'findings'>;

export type ChatReply = GenerationResult & { analysis?: ProviderAnalysis };

// External calls return typed results (STYLE.md): a reply, or the catalogue code of the failure.
export type ChatOutcome = { ok: true; reply: ChatReply } | { ok: false; code: ProviderErrorCode };

export type ChatProvider = {
  name: 'local' | 'openai';
  generate(request: TransformRequest): Promise<ChatOutcome>;
};
