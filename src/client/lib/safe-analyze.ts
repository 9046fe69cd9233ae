import { analysisFailure, analyze } from '../../core/analysis/analyze.ts';
import type { Analysis } from '../../core/schemas.ts';

// The analysis runs in the browser: core is pure and shared, so it is instant and works offline.
// A rule that throws must never blank the screen: spec §8 "Analysis failure" instead.
export function safeAnalyze(text: string): Analysis {
  try {
    return analyze(text);
  } catch {
    return analysisFailure();
  }
}
