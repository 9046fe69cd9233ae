import { hasTag, isWord, lemmaOf } from '../parse/tokens.ts';
import { accusesConduct } from './accused-conduct.ts';
import { type ClauseFacts, scoreOfWord } from './clause-facts.ts';
import { isComplement, JOINING_WORDS } from './clause-shapes.ts';
import { repeatsAsk } from './counted-reproach.ts';
import { CONDITION_STARTS, SWEEPING_ADVERBS } from './cue-words.ts';
import { PERSON_NOUNS } from './person-nouns.ts';
import { sparesReader } from './reader-spared.ts';
import { reproachFrameLength } from './reproach-frames.ts';
import { WRITER_OBJECTS, WRITER_POSSESSIVES, writerWords } from './writer-words.ts';

// Blame: a clause that tells what the reader did, or failed to do, as their fault ("You forgot
// AGAIN", "You were supposed to send it", "Stop wasting my time"), read from who did it, its
// reproach words and its sentiment. hostility.ts calls it 'blame'.

// Rule "certainty-is-no-praise": AFINN scores "clearly" and "obviously" as positive, but they only
// say the writer is sure ("jaz clearly doesn't care what you're saying"): ironic beside praise,
// they are no praise themselves. Near miss: "Clearly a genius move." still mocks.
export const CERTAINTY_WORDS = new Set(['clearly', 'obviously']);

const STOP_VERBS = new Set(['stop', 'quit']);
// "mine" but not "ours", as this check always had.
const WRONGED_WRITER = writerWords(WRITER_OBJECTS, WRITER_POSSESSIVES, ['mine']);
export const wrongsWriter = (clause: ClauseFacts) => clause.words.some((word) => WRONGED_WRITER.has(word));
const isNegativeWord = (word: string) => scoreOfWord(word) < 0;

// "Can you stop ignoring my messages?", "Stop wasting my time": asking the reader to stop doing a
// wrong to the writer accuses them of it. "Could you stop at the shop?" asks for something.
export function asksToStopFault(clause: ClauseFacts): boolean {
  return clause.tokens.some((token, index) => {
    const next = clause.tokens[index + 1];
    if (!STOP_VERBS.has(lemmaOf(token)) || !next || !hasTag(next, 'Gerund')) return false;
    const fault = isNegativeWord(next.normal) || isNegativeWord(lemmaOf(next));
    // "Stop making excuses": the fault is what is being made.
    const faultyObject = clause.tokens
      .slice(index + 2, index + 4)
      .some((other, offset) => hasTag(other, 'Noun') && (clause.scores.get(index + 2 + offset) ?? 0) < 0);
    // "Stop getting everything wrong", "… the dates wrong all the time": a fault in what the reader
    // does, said of everything or as the result ("wrong"), not of a thing ("dirty dishes").
    const sweeping =
      clause.words.some((word) => ['everything', 'always', 'constantly'].includes(word)) ||
      clause.words.join(' ').includes('all the time');
    const wordsAfter = clause.tokens.slice(index + 2).filter(isWord);
    const faultyResult = wordsAfter.some(
      (other, at) =>
        hasTag(other, 'Adjective') &&
        isNegativeWord(other.normal) &&
        at > 0 &&
        hasTag(wordsAfter[at - 1], 'Noun'),
    );
    return (fault && wrongsWriter(clause)) || faultyObject || sweeping || faultyResult;
  });
}

// "You were supposed to send it", "you should have paid it on Monday": what the reader failed to
// do. "You should have told me the venue changed" is only a reproach with a date to it: without
// one it may be all the message says, and it stays.
const MISSED_PLAN = /\b(?:supposed|meant) to\b/;
const MISSED_DUTY = /\bshould(?: not)? have\b/;
// Rule "least-you-could": "You could have at least texted", "you might at least have called": the
// least the reader could have done, and didn't, is a reproach however mild its words. Near misses:
// "We could have at least tried" (the writer's own regret), "You could have the spare room at
// least" (an offer, no "have" + past form).
const MISSED_MINIMUM = /\b(?:could|might) (?:have at least|at least have) \w+(?:ed|en|t)\b/;
const missedObligation = (clause: ClauseFacts) => {
  if (!clause.youSubject || clause.inQuestion) return false;
  const words = clause.words.join(' ');
  const dated = clause.tokens.some((token) => hasTag(token, 'Date'));
  return MISSED_PLAN.test(words) || (MISSED_DUTY.test(words) && dated) || missedMinimum(clause, words);
};

// Only a bare act ("texted", "called me", "said something"): one that names a thing ("called me
// about the leak") is news the message still has to carry, and is read as any other blame.
function missedMinimum(clause: ClauseFacts, words: string): boolean {
  if (!MISSED_MINIMUM.test(words)) return false;
  const least = clause.tokens.findIndex((token) => token.normal === 'least');
  return !clause.tokens
    .slice(least + 1)
    .some((token) => hasTag(token, 'Noun') && !hasTag(token, 'Pronoun') && token.normal !== 'something');
}

// "Your email made no sense whatsoever", "Your report is a mess": a verdict on the reader's work.
// "Your flight was cancelled" only tells.
function judgesReadersWork(clause: ClauseFacts): boolean {
  // "No offence, but your presentation was boring": the verdict starts after the frame.
  const after = clause.tokens.slice(reproachFrameLength(clause.tokens)).filter(isWord);
  const first = after.find((token) => !JOINING_WORDS.has(token.normal))?.normal;
  if (first !== 'your' || clause.inQuestion) return false;
  // Rule "your-person-is-news": "Your son has been disruptive in every single lesson this week": a
  // person of the reader's (compromise's Actor tag, or a plain person noun) is not the reader's
  // work; what they did is news the reader needs, and stays. Near miss: "Your report is a mess"
  // (work: a verdict).
  const owned = after[after.findIndex((token) => token.normal === 'your') + 1];
  if (owned && (hasTag(owned, 'Actor') || PERSON_NOUNS.has(owned.normal))) return false;
  // "Your mother and I are worried" speaks for the writer too.
  const verbAt = clause.tokens.findIndex((token) => hasTag(token, 'Verb'));
  const subject = clause.tokens.slice(0, verbAt < 0 ? undefined : verbAt);
  if (subject.some((token) => ['i', 'we', 'and'].includes(token.normal))) return false;
  // The verdict is what the work "is" ("a mess", "sloppy"), not a word beside it ("the fire exit").
  // Rule "missing-is-news": "Your application is missing a photo", "Your card has failed the
  // check": a bad verb with its object tells what the thing lacks or did, news to act on; only a
  // verb standing alone ("Your code sucks") or a complement ("is sloppy") is a verdict.
  const takesObject = (index: number) =>
    ['Determiner', 'Noun', 'Value'].some((tag) => hasTag(clause.tokens[index + 1], tag)) &&
    !hasTag(clause.tokens[index + 1], 'Pronoun');
  // Rule "done-to-the-thing-is-news": "Your parcel looks like it was damaged in transit", "Your
  // claim was rejected": a bad word in the passive tells what happened to the thing, news to act
  // on, as "Your email sounds like you're stressed" tells how the reader is. Near miss: "Your
  // report was sloppy" (an adjective: a verdict).
  const verdict = clause.tokens.some(
    (token, index) =>
      (clause.scores.get(index) ?? 0) <= -2 &&
      (isComplement(clause, index) || hasTag(token, 'Verb')) &&
      !hasTag(token, 'Passive') &&
      !(hasTag(token, 'Verb') && takesObject(index)),
  );
  return (clause.reproach.length > 0 && (clause.sentiment < 0 || clause.negated)) || verdict;
}

// Rule "describes-the-harmed-thing": "You broke the big lamp again", "You lost the nice pen": a
// praise word before the noun that a verb of harm acts on says which thing, and praises nobody.
// Near misses: "You did a great job again" (no verb of harm before it: praise) and "You broke it,
// great" (no noun after the word).
const describesHarmedThing = (clause: ClauseFacts, at: number): boolean =>
  hasTag(clause.tokens[at], 'Adjective') &&
  hasTag(clause.tokens[at + 1], 'Noun') &&
  clause.tokens.some(
    (token, before) => before < at && hasTag(token, 'Verb') && (clause.scores.get(before) ?? 0) < 0,
  );

export function blames(clause: ClauseFacts): boolean {
  if (sparesReader(clause)) return false;
  if (repeatsAsk(clause)) return true;
  if (asksToStopFault(clause) || missedObligation(clause)) return true;
  if (judgesReadersWork(clause) || accusesConduct(clause)) return true;
  if (!clause.youSubject || clause.politeQuestion || clause.imperativeAt >= 0) return false;
  // Rule "question-asks": "Did you pay the electric bill?" asks what happened; with no reproach
  // word and no strongly negative one, a question is not an accusation, and stays a question.
  if (clause.inQuestion && clause.reproach.length === 0 && clause.sentiment > -2) return false;
  // "If you get stuck on the form" supposes; "If you had listened" still blames.
  if (CONDITION_STARTS.has(clause.words[0] ?? '') && !clause.words.includes('had')) return false;
  // "You keep forgetting", "You're late every single month", "You're always late with your part".
  // Praise is a word that praises ("great job"), not a laugh ("lol") at the reader.
  // "You never help" turns its praise word round, and "You never disappoint" is praise.
  const turned = clause.words.includes('never');
  // "You clearly didn't read the brief": "clearly" is sure, not kind (certainty-is-no-praise).
  const noPraise = clause.tokens.every((token, index) => {
    const score = (clause.scores.get(index) ?? 0) * (turned ? -1 : 1);
    return (
      score <= 0 ||
      hasTag(token, 'Expression') ||
      CERTAINTY_WORDS.has(token.normal) ||
      describesHarmedThing(clause, index)
    );
  });
  const habitual =
    (clause.words.includes('keep') && clause.tokens.some((token) => hasTag(token, 'Gerund'))) ||
    (clause.words.some((word) => SWEEPING_ADVERBS.has(word)) && noPraise && !clause.hasFact) ||
    (clause.words.includes('single') && clause.reproach.length > 0 && clause.sentiment <= 0);
  const reproached = clause.reproach.length > 0;
  // "You always do this", "You never listen": a habit named, nothing else said.
  const bareHabit = reproached && !clause.hasContent && !clause.hasFact;
  // "You forgot AGAIN", "You always assume the worst".
  // Praise is no accusation: "Honestly, you did a great job" (sarcasm is read apart).
  // A negation that denies a bad word reassures ("You're not at fault for the delay").
  const negatedFault = clause.negated && !clause.deniesBadWord;
  // Rule "sure-of-a-failing": "You clearly didn't read the brief", "You obviously weren't
  // listening": the writer's certainty about what the reader failed to do is the reproach. Near
  // miss: "You clearly worked hard on this" (nothing failed: no negation).
  const sureOfFailing = negatedFault && clause.words.some((word) => CERTAINTY_WORDS.has(word));
  const accusing =
    noPraise &&
    (bareHabit ||
      sureOfFailing ||
      ((clause.pastTense || negatedFault) && (clause.sentiment < 0 || reproached)) ||
      (reproached && clause.sentiment < 0));
  return habitual || accusing;
}
