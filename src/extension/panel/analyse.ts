import type { WordLists } from '../../core/lists/word-lists-model.ts';
import type { Analysis } from '../../core/schemas.ts';
import { loadEngine } from './engine.ts';

// The §5 analysis with the person's word lists, and the tone findings beside it (they never change
// the score), as the web app's playground shows them.
export async function analyse(text: string, lists: WordLists | undefined): Promise<Analysis> {
  const { analyzeWithLists, findToneIssues } = await loadEngine();
  const analysis = analyzeWithLists(text, lists);
  return { ...analysis, findings: [...analysis.findings, ...findToneIssues(text)] };
}
