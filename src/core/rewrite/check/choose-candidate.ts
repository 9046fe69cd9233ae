import { REWRITE_EXPLANATIONS as TEXT } from '../../catalog/rewrite-explanations.ts';
import { analyzeWithLists } from '../../lists/analyze-with-lists.ts';
import type { GenerationResult, TransformRequest } from '../../schemas.ts';
import { detoxEdits } from '../detox/word-edits.ts';
import { joinTokens, tokenizeSentences } from '../parse/tokens.ts';
import { repairTriggerWords } from '../realise/trigger-repair.ts';
import { applyCustomTriggers, type untouchableWords } from '../realise/word-lists.ts';
import { readClause } from '../understand/clause-facts.ts';
import type { MessageModel } from '../understand/message-model.ts';
import { isSwearWord } from '../understand/profanity.ts';
import { dropIsOnlyLength } from './length-only-drop.ts';
import { changesMeaning } from './meaning-guard.ts';

// The check stage (DESIGN §1): the rewrite must never score below the original (§5 measures
// pressure words), keep the original's meaning, and leave no swearing or insult the original had.
// Candidates come from the fullest edit to the lightest; the first that passes is sent, so the
// lighter ones are only made when a fuller one fails.

export type Candidate = { text: string; explanation: string; newForm?: boolean; calmed?: boolean };
type Lists = TransformRequest['lists'];

const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

// The score a rewrite must keep, with the original's own analysis (read again by the check only
// when an option's candidate falls below the floor). Phrases to say aloud are a different form,
// not an edit of the text, so the floor doesn't apply to them. Notes typed on one line are scored
// as typed, not as the lines they were split into.
export function scoreFloor(
  request: TransformRequest,
  { original, typed, model }: { original: string; typed: string; model: MessageModel },
): number {
  if (request.taskType === 'realtime-phrases') return 0;
  const { lists } = request;
  const asSent = analyzeWithLists(original, lists).score;
  const asTyped = typed === original ? asSent : analyzeWithLists(typed, lists).score;
  return Math.min(asSent, asTyped, withoutSarcasmScore(original, model, lists));
}

// Rule "mock-earns-no-points": "But sure, take your time." after a late invoice earns the spec's
// "offers flexible timing" points, yet the message model reads it as sarcasm. Points a mock earns
// are not the message's: the floor a rewrite must keep is also measured on the message without
// its sarcastic clauses, so dropping the mock never loses to keeping it. A message with no
// sarcasm keeps its own score as the floor (near miss: a sincere "Sure, take your time!").
function withoutSarcasmScore(original: string, model: MessageModel, lists: Lists): number {
  const content = model.sentences.flatMap((sentence) =>
    sentence.role === 'content' ? sentence.clauses : [],
  );
  const mocks = content.filter((clause) => clause.hostility === 'sarcasm');
  // "Thanks SO much for leaving your dishes …" was retold as "You left your dishes …": its mock
  // thanks are sarcasm gone too, and the floor is the message told plainly.
  const retold = content.filter((clause) => clause.retold === 'sarcasm' && clause.written);
  if (mocks.length === 0 && retold.length === 0) return Number.POSITIVE_INFINITY;
  const plain = retold.reduce(
    (rest, clause) => rest.replace(joinTokens(clause.written ?? []).trim(), joinTokens(clause.tokens).trim()),
    original,
  );
  const text = mocks.reduce((rest, clause) => rest.replace(clause.text, ''), plain).replace(/\s{2,}/g, ' ');
  return hasWords(text) ? analyzeWithLists(text.trim(), lists).score : Number.POSITIVE_INFINITY;
}

// How much is left to clean: 2 swearing (obscenity's list), 1 a word the word pass would edit
// (an insult), 0 nothing. Swearing is never preferred to an insult left.
function dirtOf(text: string, allowed: ReadonlySet<string>): number {
  const sentences = tokenizeSentences(text);
  if (sentences.some((tokens) => tokens.some(isSwearWord))) return 2;
  const toxic = sentences.some(
    (tokens) => detoxEdits(tokens, { allowed, scores: readClause(tokens, false).scores }).length > 0,
  );
  return toxic ? 1 : 0;
}

export type CandidateCheck = {
  request: TransformRequest;
  original: string;
  floor: number;
  allowed: ReturnType<typeof untouchableWords>;
  // An option the person chose (a task type, intent, tone or persona).
  chosen: boolean;
};

// The meaning guard's sure checks run on every candidate (a flipped feeling, an added "not", an
// "it" pointed at another thing): a lighter edit that keeps the meaning is preferred to a fuller
// one that changes it; if every candidate does, the best-scoring one is sent.
// Rule "no-swearing-sent": swearing never survives because a cleaner edit scored lower on the
// spec's length thresholds ("do shit" -> "do anything" crossing 50 characters): when the
// original swears, a candidate that still swears is sent only if every one does.
// Rule "no-insult-sent": the same for an insult the word pass knows ("rumors about this idiot
// and …" scored lower as "this person" and was sent as written, insult and all). Near miss: a
// message with no toxic word is held to the score floor alone.
export function chooseCandidate(
  candidates: readonly (() => Candidate)[],
  { request, original, floor, allowed, chosen }: CandidateCheck,
): GenerationResult {
  const { lists } = request;
  // Read only when an option's candidate scores below the floor: a long message's analysis is dear.
  let floorAnalysis: ReturnType<typeof analyzeWithLists> | null = null;
  const mustClean = dirtOf(original, allowed) > 0;
  let best: { text: string; explanation: string; score: number; dirt: number } | null = null;
  for (const candidate of candidates) {
    const outcome = candidate();
    const custom = applyCustomTriggers(outcome.text, lists);
    const text = repairTriggerWords(custom.text, lists, allowed);
    const explanation = [
      outcome.explanation,
      ...custom.swaps.map((swap) => TEXT.customSwap(swap.from, swap.to)),
    ].join('\n');
    const analysis = analyzeWithLists(text, lists);
    const score = analysis.score;
    // An option the person chose may cost only the spec's length points (check/length-only-drop.ts).
    // Rule "fillers-are-no-harm": spec §5 adds generic filler issues to a message with only one or
    // two, so taking out a reproach can cost points the cleaner text never lost ("…, no exceptions.
    // I'm tired of chasing you every month." scored 72, and 67 without it). A drop that is only the
    // length rules and their fillers is no worse reading; a new pressure word or a lost strength
    // still counts (check/length-only-drop.ts). Only an edit that calmed something may: "Leave your
    // boots on the mat, please." is not made longer for nothing.
    const mayCostLength = chosen || outcome.calmed === true;
    floorAnalysis ??= mayCostLength && score < floor ? analyzeWithLists(original, lists) : null;
    const lengthOnly =
      mayCostLength && floorAnalysis !== null && score < floor && dropIsOnlyLength(floorAnalysis, analysis);
    // A decline (say-no) adds its "can't" on purpose: it is a new message, not an edit of the ask.
    // Nor does clarify-message's question about a vague "it" ("What do you want me to handle?").
    const declines =
      (request.intent === 'say-no' || request.taskType === 'clarify-message') && outcome.newForm === true;
    const keepsMeaning = text === original || declines || !changesMeaning(original, text);
    const left = mustClean ? dirtOf(text, allowed) : 0;
    if ((score >= floor || outcome.newForm || lengthOnly) && keepsMeaning && left === 0)
      return { generatedMessage: text, explanation };
    const better = !best || left < best.dirt || (left === best.dirt && score > best.score);
    if (better) best = { text, explanation, score, dirt: left };
  }
  return {
    generatedMessage: best?.text ?? original,
    explanation: best?.explanation ?? TEXT.alreadyKind,
  };
}
