import { MESSAGES } from '../../core/catalog/messages.ts';
import type { ProviderErrorCode, TransformResponse } from '../../core/schemas.ts';
import { providerErrorMessage } from '../providers/chat/error-table.ts';

// spec §8 "AI transform failure": score 0, severity low, one fixed issue and explanation, and a
// generatedMessage that names the cause. providerError lets a client tell it from a real rewrite.
export function fallbackResult(code: ProviderErrorCode): TransformResponse {
  return {
    generatedMessage: providerErrorMessage(code),
    explanation: MESSAGES.AI_FALLBACK_EXPLANATION,
    analysis: {
      issues: [MESSAGES.AI_FALLBACK_ISSUE],
      strengths: [],
      severity: 'low',
      cognitiveLoad: 'low',
      score: 0,
      recommendations: [],
      findings: [],
    },
    warnings: [],
    providerError: code,
  };
}
