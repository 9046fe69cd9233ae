import type { Analysis } from '../../core/schemas.ts';

const WORDS = /[\p{L}\p{N}]+/gu;
const MAX_WORDS_WITHOUT_FINDINGS = 2;

// "ok", "👍👍", "?!": no words at all, or a word or two with nothing that could land hard. A
// rewrite of those would be invented, so the screens say there is nothing to rewrite instead.
export function hasNothingToRewrite(text: string, analysis: Analysis | null): boolean {
  const words = text.match(WORDS) ?? [];
  if (words.length === 0) return true;
  if (words.length > MAX_WORDS_WITHOUT_FINDINGS || !analysis) return false;
  return analysis.findings.length === 0 && analysis.issues.length === 0;
}
