import { TONE_FINDING_HINTS as HINTS } from '../catalog/rewrite-explanations.ts';
import { analyzeWithLists } from '../lists/analyze-with-lists.ts';
import type { WordLists } from '../lists/word-lists-model.ts';
import { parseMessage } from '../rewrite/parse/segment.ts';
import { joinTokens } from '../rewrite/parse/tokens.ts';
import { phraseRequest } from '../rewrite/realise/request.ts';
import { buildMessageModel, type ClauseModel } from '../rewrite/understand/message-model.ts';
import { profaneTokens } from '../rewrite/understand/profanity.ts';
import type { Analysis, Finding } from '../schemas.ts';

// What the word rules of spec §5 cannot see: "Why did you not reply yesterday?? Fix it now." has no
// listed word and scores 100. The message model (the rewrite engine's understand stage) finds the
// orders, blame, threats, insults and sarcasm, each with its span and a gentler alternative. These
// findings are marked beyondSpec and never change the §5 score.

function hintFor(clause: ClauseModel): { ruleId: string; suggestion: string } | null {
  if (clause.hostility) return { ruleId: clause.hostility, suggestion: HINTS[clause.hostility] };
  if (clause.ask?.kind !== 'command') return null;
  const request = phraseRequest(clause.tokens.slice(clause.ask.verbAt), clause.ask.negative, {
    tone: 'supportive',
    persona: 'general',
    otherTimeLimit: false,
  });
  return { ruleId: 'command', suggestion: HINTS.command(request) };
}

export function findToneIssues(text: string): Finding[] {
  const model = buildMessageModel(parseMessage(text));
  const findings: Finding[] = [];
  let cursor = 0;
  for (const sentence of model.sentences) {
    for (const clause of sentence.clauses) {
      const clauseText = joinTokens(clause.tokens).trim();
      const start = text.indexOf(clauseText, cursor);
      if (start < 0) continue;
      cursor = start + clauseText.length;
      if (sentence.role !== 'content') continue;
      const hint = hintFor(clause);
      if (hint) findings.push({ ...hint, text: clauseText, start, end: cursor, beyondSpec: true });
      for (const index of profaneTokens(clause, new Set())) {
        const word = clause.tokens[index]?.text ?? '';
        const at = word ? text.indexOf(word, start) : -1;
        if (at >= 0 && at < cursor)
          findings.push({
            ruleId: 'swearing',
            text: word,
            start: at,
            end: at + word.length,
            suggestion: HINTS.swearing,
            beyondSpec: true,
          });
      }
    }
  }
  return findings;
}

// The §5 analysis (with the person's word lists, issue 16) and the tone findings beside its own:
// same score, issues and severity.
export function analyzeMessage(text: string, lists?: WordLists): Analysis {
  const analysis = analyzeWithLists(text, lists);
  return { ...analysis, findings: [...analysis.findings, ...findToneIssues(text)] };
}
