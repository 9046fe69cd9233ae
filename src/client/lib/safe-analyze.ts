import { analysisFailure } from '../../core/analysis/analyze.ts';
import { analyzeWithLists } from '../../core/lists/analyze-with-lists.ts';
import type { WordLists } from '../../core/lists/word-lists-model.ts';
import type { Analysis } from '../../core/schemas.ts';

// The analysis runs in the browser: core is pure and shared, so it is instant and works offline.
// A rule that throws must never blank the screen: spec §8 "Analysis failure" instead.
// `lists`: the person's word lists (issue 16); without them, plain spec §5.
export function safeAnalyze(text: string, lists?: WordLists): Analysis {
  try {
    return analyzeWithLists(text, lists);
  } catch {
    return analysisFailure();
  }
}
