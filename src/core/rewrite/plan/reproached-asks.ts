// The ask inside a reproach: what a blaming question or a counted reminder asks for once its
// reproach goes ("Why haven't you paid it?" -> "pay it", "I've asked you three times to call the
// plumber" -> "call the plumber"), and what a told-you frame told.

import { closesQuote } from '../parse/quotes.ts';
import { hasTag, lemmaOf, type Token } from '../parse/tokens.ts';
import { checkedKnowledge } from '../understand/condescending-check.ts';
import { DIFFICULTY_WORDS, FAILING_VERBS } from '../understand/cue-words.ts';
import type { ClauseModel } from '../understand/message-model.ts';
import { WRITER_OBJECTS } from '../understand/writer-words.ts';

const CONTINUATION = new Set(['and', 'but', 'then']);
const WHY_AUXILIARIES = new Set([
  'have',
  'has',
  'did',
  'do',
  'does',
  'are',
  'is',
  'were',
  'was',
  'can',
  'could',
  'will',
  'would',
]);

// "why haven't you paid", "why did you not reply": the index of the verb after "you", or -1.
export function whyNotVerb(clause: ClauseModel): number {
  const words = clause.tokens.map((token) => token.normal);
  if (words[0] !== 'why' || !WHY_AUXILIARIES.has(words[1] ?? '')) return -1;
  const rest = words.slice(2, 5);
  if (!rest.includes('not') || !rest.includes('you')) return -1;
  let verbAt = 2 + Math.max(rest.indexOf('not'), rest.indexOf('you')) + 1;
  // Rule "why-never-asks-too": "Why don't you ever answer your phone?", "Why can't you just tell
  // me?": a reproach word or an adverb between the reader and the verb only presses; the verb after
  // it is still the ask. Near miss: "Why don't you?" (no verb: nothing to ask).
  while (clause.reproach.includes(verbAt) || clause.tokens[verbAt]?.tags.has('Adverb')) verbAt++;
  // "Why didn't you tell me?": the telling was due back then; asking for it now asks for nothing
  // (the news, if named, stays: rule "untold-news"). "Why haven't you told me?" still can be done.
  if (words[1] === 'did' && WARNING_VERBS.has(lemmaOf(clause.tokens[verbAt] as Token))) return -1;
  return clause.tokens[verbAt]?.tags.has('Verb') ? verbAt : -1;
}

// "Can you not be so lazy and empty the bins?": once the insulting frame goes, "empty the bins"
// is what the polite question was asking for.
export function continuationVerb(clause: ClauseModel): number {
  return CONTINUATION.has(clause.words[0] ?? '') && clause.tokens[1]?.tags.has('Verb') ? 1 : -1;
}

const ASKING_VERBS = new Set(['ask', 'tell', 'remind', 'beg']);

// Rule "counted-ask-keeps-its-ask": the count between "asked you" and "to" ("I've asked you three
// times to call the plumber", "again and again") and after the ask ("… to call the plumber three
// times") is the reproach; the ask inside must survive it.
const COUNT_WORDS = new Set([
  'times',
  'twice',
  'again',
  'and',
  'repeatedly',
  'already',
  'so',
  'many',
  'over',
]);
const isCountWord = (token: Token | undefined) =>
  token !== undefined && (COUNT_WORDS.has(token.normal) || hasTag(token, 'Value'));

// Where a count after the ask starts ("… three times"), or undefined.
function countAfter(tokens: readonly Token[], from: number): number | undefined {
  const at = tokens.findIndex((token, index) => index > from && /^(?:times|twice)$/.test(token.normal));
  if (at < 0) return undefined;
  return tokens[at]?.normal === 'times' && hasTag(tokens[at - 1], 'Value') ? at - 1 : at;
}

// "How many times do I have to ask you to turn the lights off?", "… tell you not to leave it
// open?", "How hard is it to put the lid back on?": what was asked, or called easy, is the ask.
export function askedToVerb(
  clause: ClauseModel,
): { verbAt: number; negative: boolean; until?: number } | null {
  const { tokens } = clause;
  const asked = tokens.findIndex(
    (token, index) => ASKING_VERBS.has(lemmaOf(token)) && tokens[index + 1]?.normal === 'you',
  );
  const calledEasy = clause.words.some((word) => DIFFICULTY_WORDS.has(word))
    ? tokens.findIndex((token, index) => index > 1 && token.normal === 'to') - 2
    : -1;
  if (asked < 0 && calledEasy < 0) return null;
  let at = asked >= 0 ? asked + 2 : calledEasy + 2;
  if (asked >= 0) while (isCountWord(tokens[at]) && tokens[at]?.normal !== 'to') at++;
  const negative = asked >= 0 && tokens[at]?.normal === 'not';
  const to = negative ? at + 1 : at;
  if (tokens[to]?.normal !== 'to') return null;
  // After "to" comes a verb, even where compromise reads a noun ("to rinse the blender").
  const verb = tokens[to + 1];
  const verbLike =
    verb && !['Determiner', 'Pronoun', 'Possessive', 'Value'].some((tag) => verb.tags.has(tag));
  if (!verbLike) return null;
  const until = asked >= 0 ? countAfter(tokens, to + 1) : undefined;
  return until === undefined ? { verbAt: to + 1, negative } : { verbAt: to + 1, negative, until };
}

const TOLD_VERBS = new Set(['tell', 'remind', 'say', 'explain', 'mention']);

// "How many times must I remind you that the rent is due on the 1st?": what was told stays, as a
// statement ("The rent is due on the 1st.").
export function toldContentAt(clause: ClauseModel): { from: number; to?: number } | null {
  const at = clause.tokens.findIndex(
    (token, index) =>
      TOLD_VERBS.has(lemmaOf(token)) &&
      clause.tokens[index + 1]?.normal === 'you' &&
      clause.tokens[index + 2]?.normal === 'that',
  );
  // The writer told it ("must I remind you that"); "Who told you that you could …" challenges.
  const byWriter = clause.tokens.slice(0, at).some((token) => ['i', 'we'].includes(token.normal));
  if (at >= 0 && byWriter && clause.tokens.length > at + 5) return { from: at + 3 };
  const untold = untoldNewsAt(clause);
  if (untold >= 0) return { from: untold };
  const checked = checkedKnowledge(clause);
  if (checked) return checked;
  // "What part of 'no phones at dinner' don't you understand?": the rule quoted is what was told.
  return quotedSpan(clause);
}

// Rule "untold-news": "Why didn't you tell me the venue changed?", "Why did nobody warn us that the
// lift was out?": the writer knows the news now, so asking for it again ("Could you tell me the
// venue changed?") asks for nothing; the news stays, as a statement ("The venue changed.").
// Near misses: "Why didn't you tell me?" (no news named: the reproach goes whole) and "Why haven't
// you sent the report?" (no telling verb: still an ask).
const WARNING_VERBS = new Set([...TOLD_VERBS, 'warn', 'inform']);
function untoldNewsAt(clause: ClauseModel): number {
  const { tokens } = clause;
  if (clause.words[0] !== 'why' || !clause.negated) return -1;
  const verbAt = tokens.findIndex((token) => WARNING_VERBS.has(lemmaOf(token)));
  if (verbAt < 0 || !WRITER_OBJECTS.has(tokens[verbAt + 1]?.normal ?? '')) return -1;
  const from = tokens[verbAt + 2]?.normal === 'that' ? verbAt + 3 : verbAt + 2;
  const subject = tokens[from];
  const opensClause =
    subject !== undefined &&
    ['Noun', 'Pronoun', 'Determiner', 'Possessive'].some((tag) => hasTag(subject, tag)) &&
    tokens.slice(from + 1).some((token) => hasTag(token, 'Verb'));
  return opensClause ? from : -1;
}

// A mark right against the word it opens (parse/quotes.ts allows a space after it).
const OPENING_QUOTE = /['"‘“]$/u;

function quotedSpan(clause: ClauseModel): { from: number; to: number } | null {
  const from = clause.tokens.findIndex((token) => OPENING_QUOTE.test(token.pre));
  if (from < 0) return null;
  const last = clause.tokens.findIndex((token, index) => index >= from && closesQuote(token));
  return last > from ? { from, to: last + 1 } : null;
}

const YES_NO_AUXILIARIES = new Set(['did', 'do', 'does', 'have', 'has', 'are', 'were']);

// "Did you ever look at the draft I sent?": when nothing else in the message asks, the question's
// verb phrase is the ask ("look at the draft I sent").
export function yesNoVerb(clause: ClauseModel): number {
  const words = clause.tokens.map((token) => token.normal);
  if (!YES_NO_AUXILIARIES.has(words[0] ?? '') || words[1] !== 'you') return -1;
  let at = 2;
  while (clause.reproach.includes(at) || words[at] === 'not') at++;
  return clause.tokens[at]?.tags.has('Verb') ? at : -1;
}

// Rule "failed-verb": a verb of failing ("forget", "miss", "ignore", "lose") can't be asked for.
// "Did you forget to pick up Maya?" asks for what was forgotten, the verb after its "to"; "Did you
// lose my keys again?" asks for nothing, so the question stays as typed, without its reproach
// words (its "my keys" is what a later "them" points at). "Did you pay the rent?" is asked as a
// request (near miss: AFINN scores "pay" -1 too, so a mild score alone marks no failing).
export function failedVerb(clause: ClauseModel, at: number): { askAt: number | null } | null {
  const token = clause.tokens[at];
  const score = clause.scores.get(at) ?? 0;
  const failing = score <= -2 || FAILING_VERBS.has(token?.root ?? token?.normal ?? '');
  const next = clause.tokens[at + 1];
  const inner = clause.tokens[at + 2];
  const throughTo = next?.normal === 'to' && inner?.tags.has('Verb') === true;
  if ((failing || score < 0) && throughTo) return { askAt: at + 2 };
  return failing ? { askAt: null } : null;
}
