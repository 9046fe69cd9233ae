import { TONE_FINDING_HINTS as HINTS } from '../catalog/tone-finding-hints.ts';
import { parseMessage } from '../rewrite/parse/segment.ts';
import { keptPerJob } from '../rewrite/parse/terms.ts';
import { hasTag, isWord, joinTokens, type Token } from '../rewrite/parse/tokens.ts';
import { phraseNeed, phraseRequest, type RequestContext } from '../rewrite/realise/request.ts';
import { type ClauseModel, readMessageModel } from '../rewrite/understand/message-model.ts';
import { profaneTokens } from '../rewrite/understand/profanity.ts';
import type { Finding } from '../schemas.ts';
import type { ToneKind } from '../tone-kinds.ts';
import { pressesOrder, withoutPressingWords } from './pressing-order.ts';

// What the word rules of spec §5 cannot see: "Why did you not reply yesterday?? Fix it now." has no
// listed word. The message model (the rewrite engine's understand stage) finds the orders, blame,
// threats, insults and sarcasm, each with its span and a gentler alternative. The findings are
// marked beyondSpec; the hostile kinds among them count in the score through the analysis'
// hostility rule (docs/decisions/017-hostility-counts-in-the-score.md), which reads these findings
// and nothing of the message model.

const SUGGESTION_CONTEXT: RequestContext = { tone: 'supportive', persona: 'general', otherTimeLimit: false };

// The ask worded as a request: "Could you send me the slides?" for an order, "Could I have the
// slides?" for a need ("I need the slides ASAP"), whose tokens name a thing, not an action. null
// when the order does not open on a verb ("Could you kids' forms are due?" is not a sentence).
function askedPolitely(clause: ClauseModel, tokens: readonly Token[]): string | null {
  const ask = clause.ask;
  if (ask?.need) return phraseNeed(tokens, SUGGESTION_CONTEXT);
  const words = tokens.filter(isWord);
  const [first, ...rest] = words;
  // "Drop everything else": a word that may be a verb is the order's verb when no other follows;
  // in "Kids' school forms are due" the verb is "are", so the clause states and asks nothing.
  const isVerb = (token: Token | undefined) =>
    hasTag(token, 'Verb') && !hasTag(token, 'Modal') && !hasTag(token, 'Auxiliary');
  const opensOnVerb =
    isVerb(first) || (hasTag(first, 'MaybeVerb') && !rest.some((token) => hasTag(token, 'Verb')));
  if (!opensOnVerb && first?.normal !== 'not') return null;
  return phraseRequest(tokens, ask?.negative ?? false, SUGGESTION_CONTEXT);
}

function hintFor(clause: ClauseModel): { ruleId: ToneKind; suggestion: string } | null {
  if (clause.hostility) return { ruleId: clause.hostility, suggestion: HINTS[clause.hostility] };
  if (clause.ask?.kind !== 'command') return null;
  if (pressesOrder(clause)) {
    const request = askedPolitely(clause, withoutPressingWords(clause, clause.ask.verbAt));
    return { ruleId: 'pressing-order', suggestion: HINTS['pressing-order'](request) };
  }
  const request = askedPolitely(clause, clause.tokens.slice(clause.ask.verbAt));
  return { ruleId: 'command', suggestion: HINTS.command(request) };
}

// Runs of swear words, each highlighted as one finding ("fucking idiot" would be one run); the
// article profaneTokens() removes with "the hell" is not itself a swear word, so it is not marked.
function profaneRuns(clause: ClauseModel): Token[][] {
  const runs: Token[][] = [];
  let last = -2;
  for (const index of profaneTokens(clause, new Set())) {
    const token = clause.tokens[index];
    if (!token || token.normal === 'the') continue;
    if (index === last + 1) runs.at(-1)?.push(token);
    else runs.push([token]);
    last = index;
  }
  return runs;
}

function swearingFindings(text: string, clause: ClauseModel, start: number, end: number): Finding[] {
  const findings: Finding[] = [];
  let from = start;
  for (const run of profaneRuns(clause)) {
    const first = run[0]?.text ?? '';
    const last = run.at(-1)?.text ?? '';
    const at = first ? text.indexOf(first, from) : -1;
    const lastAt = at < 0 ? -1 : text.indexOf(last, at);
    if (lastAt < 0 || lastAt + last.length > end) continue;
    from = lastAt + last.length;
    findings.push({
      ruleId: 'swearing' satisfies ToneKind,
      text: text.slice(at, from),
      start: at,
      end: from,
      suggestion: HINTS.swearing,
      beyondSpec: true,
    });
  }
  return findings;
}

function readToneIssues(text: string): Finding[] {
  // No time limits: no finding reads them, and without them the browser's tone reading loads
  // without chrono-node (understand/message-model.ts).
  const model = readMessageModel(parseMessage(text), { timeLimitOf: null });
  const findings: Finding[] = [];
  let cursor = 0;
  for (const sentence of model.sentences) {
    for (const clause of sentence.clauses) {
      // A retold clause ("Great job forgetting the cake" read as "You forgot the cake") is marked
      // in the writer's words, for what went when it was retold (the mock praise).
      const clauseText = joinTokens(clause.written ?? clause.tokens).trim();
      const start = text.indexOf(clauseText, cursor);
      if (start < 0) continue;
      cursor = start + clauseText.length;
      if (sentence.role !== 'content') continue;
      const hint = hintFor(clause.retold ? { ...clause, hostility: clause.retold } : clause);
      if (hint) findings.push({ ...hint, text: clauseText, start, end: cursor, beyondSpec: true });
      findings.push(...swearingFindings(text, clause, start, cursor));
    }
  }
  return findings;
}

// Within a job (a rewrite, its explanation and its score) a text's findings are read once; they are
// read-only to every caller.
export const findToneIssues: (text: string) => Finding[] = keptPerJob(readToneIssues);
