import { hasTag, isWord, lemmaOf } from '../parse/tokens.ts';
import { givesLeave } from './asks.ts';
import { isContrastJab } from './contrast-jab.ts';
import { demeansReader } from './demeaning-orders.ts';
import { isLoneVerdict } from './hostility.ts';
import { clausesOf, mapClauses } from './line-clauses.ts';
import type { ClauseModel, LineModel } from './message-model.ts';
import { isExasperatedQuestion } from './rhetorical-questions.ts';
import { insultsSelf } from './self-insult.ts';
import { isApology, isThanks } from './sentence-kinds.ts';

// understand: clauses read in the light of the whole message (message-model.ts builds it): a
// verdict or a habit tag mocks beside a reproach, a mood is owned beside an apology, a jab is one
// beside a message about the reader.

// "What is going on?" asks nothing in a message that already reproaches, and "Typical." is a
// verdict there; alone either may be meant plainly, so they are read in the light of the rest.
// Rule "habit-praise-follows-the-message": "Brilliant as always.", "Fast as usual.": a verbless
// word of quality with a habit tag is praise in a kind message and mockery in one that reproaches
// (the same words after "You were meant to send it Monday." mean slow as always). It is read in
// the light of the rest. Near miss: "Late as always." is no praise, and is a verdict either way.
const HABIT_TAILS = new Set(['always', 'usual', 'ever']);
function praisesHabit(clause: ClauseModel): boolean {
  const words = clause.words;
  return (
    words.length >= 3 &&
    words.length <= 4 &&
    words.at(-2) === 'as' &&
    HABIT_TAILS.has(words.at(-1) ?? '') &&
    !clause.hasFact &&
    clause.tokens.some((token) => hasTag(token, 'Adjective')) &&
    !clause.tokens.some((token) => hasTag(token, 'Verb')) &&
    [...clause.scores.values()].every((score) => score >= 0)
  );
}

// Rule "conceded-gift-mocks": "But sure, take your time.", "Fine, no rush then" after a complaint:
// a concession word, then leave given to the reader ("take your time", gift-not-task), grants
// nothing after a reproach; it mocks the delay, and goes as sarcasm while the complaint's facts
// stay. In a kind message the same words are a gift ("Sure, take your time!" to a friend who
// asked for a day), and stay. Near miss: "Sure, take the bins out" is a task, no gift.
const CONCESSIONS = new Set(['sure', 'fine', 'okay', 'ok', 'right', 'whatever']);
function concedesGift(clause: ClauseModel): boolean {
  const words = clause.tokens.flatMap((token, index) => (/\p{L}/u.test(token.text) ? [index] : []));
  const skip = ['but', 'oh', 'and'].includes(clause.tokens[words[0] ?? -1]?.normal ?? '') ? 1 : 0;
  const opener = clause.tokens[words[skip] ?? -1];
  const verbAt = words[skip + 1];
  return (
    opener !== undefined &&
    verbAt !== undefined &&
    CONCESSIONS.has(opener.normal) &&
    givesLeave(clause.tokens, verbAt)
  );
}
const mocksInComplaint = (clause: ClauseModel) => praisesHabit(clause) || concedesGift(clause);
// "But sure, take your time.": set against what came before with "but", the gift mocks in any
// message (a sincere gift needs no "but").
// Rule "gift-against-a-deadline": "Oh sure, take your time. The contract needs signing by 5pm
// tomorrow.": time given in a message that sets a time limit elsewhere takes itself back, and "oh"
// before the concession marks it as said with a roll of the eyes; either way it mocks, and sent on
// it would read as a false "no rush". Near misses: "Sure, take your time!" alone, and "Sure, take
// your time, Friday is fine" (the time limit is the gift's own).
const mocksAgainstBefore = (clause: ClauseModel, limitElsewhere: boolean) =>
  concedesGift(clause) && (clause.words[0] === 'but' || clause.words[0] === 'oh' || limitElsewhere);

// "You forgot the milk again. Buy some milk.": an errand whose thing the message names elsewhere
// is the real ask after the complaint, not a put-down (rule "demeaning-order", near miss).
function namedElsewhere(clause: ClauseModel, lines: LineModel[]): boolean {
  const nouns = clause.tokens.filter((token) => hasTag(token, 'Noun')).map((token) => lemmaOf(token));
  return clausesOf(lines).some(
    (other) => other !== clause && other.tokens.some((token) => nouns.includes(lemmaOf(token))),
  );
}

// Rule "thanks-for-that": "You ate my leftovers again. Thanks a lot.", "…, cheers for that": bare
// thanks "a lot" or "for that", in a message that reproaches, thank the reader for the wrong just
// told: irony, which goes. Near misses: "Thanks." or "Thanks!" alone (a plain sign-off of a firm
// message) and "Thanks a lot for the lift!" (thanks for a thing named).
const THANKS_FOR_IT = [
  'thanks a lot',
  'thank you very much',
  'thanks for that',
  'cheers for that',
  'thanks so much for that',
];
// "Truly appreciated.", "Much appreciated, really.": appreciation that names nothing thanks for
// the wrong just told, as bare thanks do. Near miss: "Much appreciated for the lift" names a thing.
const POINTERS = new Set(['it', 'that']);
const appreciatesNothing = (clause: ClauseModel) =>
  clause.words.some((word) => word === 'appreciated') &&
  clause.tokens
    .filter(isWord)
    .every(
      (token) => token.normal === 'appreciated' || POINTERS.has(token.normal) || hasTag(token, 'Stress'),
    );
// Rule "loving-the-wrong": "Love living with you.", "Loving this.": the writer's love of how things
// are, after a reproach, praises the wrong just told. Near misses: "Love you x" (affection: no
// "-ing" or "this"), "Love the new logo" (a thing named).
const LOVING = new Set(['love', 'loving', 'enjoy', 'enjoying', 'adore']);
// ("Really love coming home to that.", "I just love living with you": the writer and a stress
// word before the love say the same.)
const lovesTheWrong = (clause: ClauseModel) => {
  const from = clause.tokens
    .filter(isWord)
    .findIndex((token) => token.normal !== 'i' && !hasTag(token, 'Stress'));
  const [first, second] = clause.words.slice(Math.max(from, 0));
  const what = clause.tokens.find((token) => token.normal === second);
  const gerund = /ing$/.test(second ?? '') && hasTag(what, 'Verb');
  return LOVING.has(first ?? '') && (gerund || second === 'this' || second === 'that') && !clause.hasFact;
};
// Rule "envy-in-a-complaint": "Must be nice to just disappear for three days." beside a reproach
// guesses the reader's lot pleasant to resent it, as "must be nice … while I …" does
// (mock-reason.ts). Near miss: "Must be nice to have a garden!" in a kind message may be meant, and
// stays.
const guessesNiceLot = (clause: ClauseModel) => {
  const words = clause.words[0] === 'it' ? clause.words.slice(1) : clause.words;
  const quality = clause.tokens.findIndex((token) => token.normal === words[2]);
  return (
    words[0] === 'must' &&
    words[1] === 'be' &&
    (clause.scores.get(quality) ?? 0) > 0 &&
    (words[3] === 'to' || /ing$/.test(words[3] ?? ''))
  );
};
const thanksForTheWrong = (clause: ClauseModel) =>
  (isThanks(clause.tokens) && THANKS_FOR_IT.includes(clause.words.join(' '))) ||
  appreciatesNothing(clause) ||
  lovesTheWrong(clause) ||
  guessesNiceLot(clause);

// Rule "typical-is-a-sigh": "Typical. You book the venue and then forget the deposit": "typical" said
// alone, in a message about what the reader did, sighs at them and asks nothing. Near misses:
// "Typical." alone (a reply that may commiserate), "Typical British summer, bring a coat" (a noun
// after it: a description).
const SIGHING = new Set(['how', 'typical']);
const sighsTypical = (clause: ClauseModel) =>
  clause.hostility === null &&
  clause.words.includes('typical') &&
  clause.tokens.filter(isWord).every((token) => SIGHING.has(token.normal) || hasTag(token, 'Stress'));

export function withExasperation(written: LineModel[]): LineModel[] {
  const aboutReader = clausesOf(written).some((clause) => clause.youSubject);
  const lines = aboutReader
    ? mapClauses(written, (clause) =>
        sighsTypical(clause) ? { ...clause, ask: null, hostility: 'sarcasm' as const } : clause,
      )
    : written;
  const reproaches = clausesOf(lines).some(
    (clause) => (clause.hostility !== null && !mocksInComplaint(clause)) || clause.retold !== undefined,
  );
  // "I still haven't got the keys.": a complaint, if no hostile one, is enough to make a habit
  // tag mock (rule "habit-praise-follows-the-message").
  const complains = clausesOf(lines).some((clause) => clause.negated && clause.reproach.length > 0);
  if (!reproaches && complains)
    // Rule "verdict-after-complaint": "… you still haven't paid your share. Typical.": a lone
    // verdict after a complaint judges the reader as one after a reproach does. Near miss:
    // "Typical." alone, or after kind news, is left as written.
    return mapClauses(lines, (clause) =>
      mocksInComplaint(clause) || (clause.hostility === null && isLoneVerdict(clause))
        ? { ...clause, ask: null, hostility: 'sarcasm' }
        : clause,
    );
  // A clause with no time limit of its own sees one elsewhere if any clause has one: read once for
  // the message, not once a clause.
  const limited = clausesOf(lines).some((clause) => clause.timeLimit !== null);
  if (!reproaches)
    return mapClauses(lines, (clause) =>
      mocksAgainstBefore(clause, limited && clause.timeLimit === null)
        ? { ...clause, ask: null, hostility: 'sarcasm' }
        : praisesHabit(clause) && clause.hostility === 'sarcasm'
          ? { ...clause, hostility: null }
          : clause,
    );
  return mapClauses(lines, (clause) =>
    clause.hostility === null && demeansReader(clause, true) && !namedElsewhere(clause, lines)
      ? { ...clause, ask: null, hostility: 'abuse' }
      : mocksInComplaint(clause)
        ? { ...clause, ask: null, hostility: 'sarcasm' }
        : clause.hostility !== null
          ? clause
          : isExasperatedQuestion(clause)
            ? { ...clause, hostility: 'rhetorical' }
            : isLoneVerdict(clause) || thanksForTheWrong(clause)
              ? { ...clause, hostility: 'sarcasm' }
              : clause,
  );
}

// Rule "apology-owns-its-mood": in a message that apologises, the writer's own mood ("I was
// stressed and took it out on you", "I'm sorry but…", "sorry sorry") is what they own, not venting
// at the reader. A mood in a message with no apology is still read on its own.
export function withOwnedMoods(lines: LineModel[]): LineModel[] {
  if (!lines.some((line) => line.sentences.some((sentence) => sentence.isApology))) return lines;
  // Calling oneself a name ("I'm such an idiot") is grovelling, which an apology is better without.
  const owned = (clause: ClauseModel) =>
    clause.hostility === 'venting' &&
    !insultsSelf(clause) &&
    (clause.firstPersonSubject || isApology(clause.tokens));
  return mapClauses(lines, (clause) => (owned(clause) ? { ...clause, hostility: null } : clause));
}

// "Your dog barked all night. Some of us have jobs.": set against a message about the reader, the
// writer's side in the plain present is a jab (contrast-jab.ts).
export function withContrastJabs(lines: LineModel[]): LineModel[] {
  const clauses = clausesOf(lines);
  const aboutReader = (clause: ClauseModel) => clause.mentionsYou || clause.youSubject;
  const jab = (clause: ClauseModel) =>
    clause.hostility === null &&
    isContrastJab(clause) &&
    clauses.some((other) => other !== clause && aboutReader(other));
  return mapClauses(lines, (clause) =>
    jab(clause) ? { ...clause, ask: null, hostility: 'sarcasm' } : clause,
  );
}
