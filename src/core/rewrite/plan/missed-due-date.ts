import { hasTag, lemmaOf, type Token } from '../parse/tokens.ts';
import type { ClauseModel } from '../understand/message-model.ts';
import { lastNounPhrase } from '../understand/noun-phrases.ts';
import { timeExpressions } from '../understand/time-limits.ts';

// "You were supposed to send it yesterday", "You should have paid the deposit on Monday": the
// blame goes, but when it was due is a fact the reader needs ("It was due yesterday.", "The deposit
// was due on Monday."). The clause must say what was due and when; otherwise it is simply dropped.

export interface MissedDueDate {
  // What was due, as the writer named it ("it", "the deposit").
  readonly thing: string;
  readonly plural: boolean;
  // When, with its preposition ("yesterday", "on Monday", "by Friday at 5pm").
  readonly time: string;
  // What was missed, in the writer's words without the time ("send me the slides"), for asking
  // again when nothing else in the message asks.
  readonly action: readonly Token[];
  // Something to give back ("return the hire car", "bring the keys back"): it was due back.
  readonly back: boolean;
}

// Where the obligation the reader missed ends: "supposed to", "meant to" (a plan, still open) or
// "should have" (looking back: "you should have told me" can't be asked for again).
function missedObligation(words: readonly string[]): { end: number; stillOpen: boolean } | null {
  for (let at = 0; at < words.length - 1; at++) {
    const [word, next] = [words[at], words[at + 1]];
    if ((word === 'supposed' || word === 'meant') && next === 'to') return { end: at + 2, stillOpen: true };
    if (word === 'should' && next === 'have') return { end: at + 2, stillOpen: false };
  }
  return null;
}

const verbAfter = (clause: ClauseModel, from: number) =>
  clause.tokens.findIndex((token, index) => index >= from && hasTag(token, 'Verb'));

const THING_PRONOUNS = new Map([
  ['it', false],
  ['this', false],
  ['that', false],
  ['them', true],
  ['these', true],
  ['those', true],
]);
const TIME_PREPOSITIONS = new Set(['by', 'before', 'on', 'at', 'until', 'in']);

const obligationOf = (clause: ClauseModel) =>
  clause.youSubject ? missedObligation(clause.tokens.map((token) => token.normal)) : null;

// "You were supposed to call me": the index of the verb the reader was meant to do and still can,
// or -1.
export function missedActionVerb(clause: ClauseModel): number {
  const obligation = obligationOf(clause);
  return obligation?.stillOpen ? verbAfter(clause, obligation.end) : -1;
}

export function missedDueDate(clause: ClauseModel): MissedDueDate | null {
  const obligation = obligationOf(clause);
  const verbAt = obligation ? verbAfter(clause, obligation.end) : -1;
  if (verbAt < 0) return null;
  const [time] = timeExpressions(clause.text);
  if (!time) return null;
  const timeWords = new Set(time.toLowerCase().split(/\s+/));
  const rest = clause.tokens.slice(verbAt + 1);
  const timeAt = rest.findIndex((token) => timeWords.has(token.normal));
  const before: readonly Token[] = timeAt < 0 ? rest : rest.slice(0, timeAt);
  const preposition =
    timeAt > 0 && TIME_PREPOSITIONS.has(rest[timeAt - 1]?.normal ?? '') ? rest[timeAt - 1] : undefined;
  // "bring the ladder back": the particle belongs to the verb, not to the thing.
  const object = before.filter((token) => token !== preposition && token.normal !== 'back');
  const pronoun = object.find((token) => THING_PRONOUNS.has(token.normal));
  const phrase = pronoun ? null : lastNounPhrase(object);
  const thing = pronoun?.text.toLowerCase() ?? phrase;
  if (!thing) return null;
  const plural = pronoun
    ? (THING_PRONOUNS.get(pronoun.normal) ?? false)
    : object.some((token) => hasTag(token, 'Plural'));
  const when = preposition ? `${preposition.text.toLowerCase()} ${time}` : time;
  const verb = clause.tokens[verbAt] as Token;
  const back = rest.some((token) => token.normal === 'back') || lemmaOf(verb) === 'return';
  const action = clause.tokens.slice(verbAt, verbAt + 1 + before.length - (preposition ? 1 : 0));
  return { thing, plural, time: when.replace(/[\s,;:.!?]+$/u, ''), action, back };
}
