import { analyzeWithLists } from '../lists/analyze-with-lists.ts';
import type { WordLists } from '../lists/word-lists-model.ts';
import type { Analysis, Finding } from '../schemas.ts';
import { findToneIssues } from './tone-findings.ts';

// The whole analysis a person sees: spec §5 with their word lists (issue 16), plus the message
// model's tone findings, whose hostile kinds count in the score (docs/decisions/017-hostility-
// counts-in-the-score.md). The one place that joins the two: the analysis and the rewrite engine
// never import each other for it. `tone`: findings already read elsewhere (a worker thread).
export function analyzeMessage(text: string, lists?: WordLists, tone?: readonly Finding[]): Analysis {
  return analyzeWithLists(text, lists, tone ?? findToneIssues(text));
}
