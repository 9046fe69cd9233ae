import { hasTag, isWord, joinTokens, type Token } from '../parse/tokens.ts';
import { addressedPronounAt, isStance } from './address-before-subject.ts';
import { EMPHATIC_EVERY, REMOVABLE_REPROACH, REPROACH_MARKERS, REQUEST_MODALS } from './cue-words.ts';
import { findImperative, firstWordIndex } from './imperative-verb.ts';
import { easesReader } from './softened-order.ts';
import { scoreWords } from './word-scores.ts';
import { WRITER_SUBJECTS } from './writer-words.ts';

// What the later stages read about one clause: who it is about, whether it commands, asks or
// states, its AFINN sentiment (word-scores.ts) and the facts it carries.

export { scoreOfWord } from './word-scores.ts';

export interface ClauseFacts {
  readonly tokens: readonly Token[];
  readonly words: readonly string[];
  readonly text: string;
  // The sentence the clause is in ends with a question mark.
  readonly inQuestion: boolean;
  // AFINN score of each word that has one, by position in `tokens`.
  readonly scores: ReadonlyMap<number, number>;
  readonly sentiment: number;
  readonly mentionsYou: boolean;
  readonly youSubject: boolean;
  readonly firstPersonSubject: boolean;
  // "Bring a snack if you can": a condition on the reader's ease leaves them free (softened-order.ts).
  readonly eased: boolean;
  // Index in `tokens` of the verb that starts a command ("Send ...", "Don't merge ..."), or -1.
  readonly imperativeAt: number;
  // "Can you ...?", "Could you ...?": already a request.
  readonly politeQuestion: boolean;
  readonly negated: boolean;
  // The negation denies a bad word ("you're not in trouble", "no harm done"): it reassures.
  readonly deniesBadWord: boolean;
  readonly pastTense: boolean;
  readonly reproach: readonly number[];
  // Numbers, money, dates, names, links: what a rewrite must keep.
  readonly hasFact: boolean;
  readonly hasContent: boolean;
}

const YOU = new Set(['you', 'your', 'yours', 'yourself', 'yourselves', 'ya', 'u']);

// The subject pronoun after an address ("mum you're so selfish"), when a verb follows it.
function addressedSubject(tokens: readonly Token[], from: number): Token | undefined {
  let start = from;
  while (isStance(tokens[start])) start++;
  const pronounAt = addressedPronounAt(tokens, start);
  if (pronounAt < 0) return undefined;
  let verbAt = pronounAt + 1;
  while (isStance(tokens[verbAt]) || hasTag(tokens[verbAt], 'Negative')) verbAt++;
  return hasTag(tokens[verbAt], 'Verb') ? tokens[pronounAt] : undefined;
}

// Rule "even-joins": "even though he has no permit", "even if you try", "even so": before a
// joining word "even" is part of the conjunction, and taking it out changes what is conceded.
// Near miss: "you didn't even read it" stresses a reproach, and "even" goes.
const EVEN_JOINS = new Set(['though', 'if', 'when', 'so', 'after', 'before', 'as', 'then', 'while']);
const joinsWithEven = (tokens: readonly Token[], index: number) =>
  tokens[index]?.normal === 'even' && EVEN_JOINS.has(tokens[index + 1]?.normal ?? '');

// "every single time": the "single" only stresses the habit.
const isEmphaticEvery = (tokens: readonly Token[], index: number) =>
  tokens[index]?.normal === EMPHATIC_EVERY && tokens[index - 1]?.normal === 'every';

// Rule "once-is-when": "Once you land, send me the address", "circle back once the ball is in your
// court": "once" opening a clause is "when", and "Try it once" counts; it reproaches only as "for
// once", "just once" or "once again", and only then is it marked (taking a "when" out would leave
// two clauses glued: "come back the next step is yours"). Near misses: "Could you be on time for
// once?" and "You forgot once again" reproach. (This one reading serves the removal too: it was
// read again as rule "once-as-when" in reproach-words.ts.)
const onceIsNoReproach = (tokens: readonly Token[], index: number) =>
  tokens[index]?.normal === 'once' &&
  !['for', 'just'].includes(tokens[index - 1]?.normal ?? '') &&
  tokens[index + 1]?.normal !== 'again';

// Rule "of-all-people": "I thought you of all people would remember", "You of all people should
// know": singling the reader out from everyone says they, above all, let the writer down. The three
// words are a reproach, and go. Near misses: "Of all the people I know, you're the kindest" (not
// after the reader, and praise) and "the best of all people" (no reader before it).
const SINGLED_OUT = ['of', 'all', 'people'];
const singlesOutReader = (tokens: readonly Token[], index: number) =>
  SINGLED_OUT.some((_, offset) => {
    const from = index - offset;
    return (
      tokens[from - 1]?.normal === 'you' &&
      SINGLED_OUT.every((word, at) => tokens[from + at]?.normal === word)
    );
  });

export const isRemovableReproach = (tokens: readonly Token[], index: number): boolean =>
  (REMOVABLE_REPROACH.has(tokens[index]?.normal ?? '') &&
    !joinsWithEven(tokens, index) &&
    !onceIsNoReproach(tokens, index)) ||
  isEmphaticEvery(tokens, index) ||
  singlesOutReader(tokens, index);

const FACT_TAGS = [
  'Value',
  'Date',
  'Money',
  'ProperNoun',
  'Person',
  'Place',
  'Organization',
  'Url',
  'Email',
  'Time',
];

// Rule "still-tells-status": "still" says something goes on ("Are you still coming on Saturday?",
// "Is the offer still open?"); it reproaches only beside a "not" ("You still haven't replied"), in a
// why-question ("Why is it still open?") or with waiting ("I'm still waiting").
function stillReproaches(tokens: readonly Token[], index: number): boolean {
  if (tokens.some((token) => hasTag(token, 'Negative'))) return true;
  if (tokens[firstWordIndex(tokens)]?.normal === 'why') return true;
  return tokens.slice(index + 1, index + 3).some((token) => /^wait/.test(token.normal));
}

const isReproachMarker = (tokens: readonly Token[], index: number) => {
  const word = tokens[index]?.normal ?? '';
  if (joinsWithEven(tokens, index) || onceIsNoReproach(tokens, index)) return false;
  if (singlesOutReader(tokens, index)) return true;
  return REPROACH_MARKERS.has(word) && (word !== 'still' || stillReproaches(tokens, index));
};

// Rule "couldnt-even-is-didnt": "you couldn't even text to say you'd be late" tells what did not
// happen, in the past, as "didn't even" does; "could" is no past tense to the tagger, and the one
// fact the message had was dropped as bare blame. Near miss: "I couldn't make it" (no "even": the
// writer's own inability, read as before).
const couldNotEven = (words: readonly string[]) =>
  words.some((word, at) => word === 'could' && words[at + 1] === 'not' && words[at + 2] === 'even');

export function readClause(tokens: readonly Token[], inQuestion: boolean): ClauseFacts {
  const text = joinTokens(tokens).trim();
  const words = tokens.filter(isWord).map((token) => token.normal);
  const start = firstWordIndex(tokens);
  const { scores, deniesBadWord } = scoreWords(tokens, text, start);
  const subject =
    addressedSubject(tokens, start) ??
    tokens.slice(start, start + 3).find((token) => hasTag(token, 'Noun') || hasTag(token, 'Pronoun'));
  const modal = tokens[start];
  const politeQuestion =
    inQuestion && REQUEST_MODALS.has(modal?.normal ?? '') && YOU.has(tokens[start + 1]?.normal ?? '');
  const imperativeAt = inQuestion ? -1 : findImperative(tokens);
  return {
    tokens,
    words,
    text,
    inQuestion,
    scores,
    sentiment: [...scores.values()].reduce((sum, score) => sum + score, 0),
    mentionsYou: words.some((word) => YOU.has(word) || word === "you're"),
    youSubject:
      (YOU.has(subject?.normal ?? '') && !hasTag(subject, 'Possessive')) ||
      (inQuestion && YOU.has(tokens[start + 1]?.normal ?? '')),
    firstPersonSubject: WRITER_SUBJECTS.has(subject?.normal ?? ''),
    eased: easesReader(words),
    imperativeAt,
    politeQuestion,
    negated: tokens.some((token) => hasTag(token, 'Negative')),
    deniesBadWord,
    pastTense:
      tokens.some((token) => hasTag(token, 'PastTense') || hasTag(token, 'Perfect')) || couldNotEven(words),
    reproach: tokens.flatMap((_token, index) =>
      isReproachMarker(tokens, index) || isEmphaticEvery(tokens, index) ? [index] : [],
    ),
    hasFact: tokens.some(
      (token) =>
        (FACT_TAGS.some((tag) => hasTag(token, tag)) && !hasTag(token, 'Pronoun')) ||
        /\d|https?:|@/.test(token.text),
    ),
    hasContent:
      tokens.some(
        (token) => hasTag(token, 'Noun') && !hasTag(token, 'Pronoun') && isWord(token) && token.text !== '',
      ) ||
      // compromise sometimes tags a noun as a verb ("the signed contract"); after "the" it is a thing.
      tokens.some(
        (token, index) =>
          index > 0 && hasTag(tokens[index - 1], 'Determiner') && isWord(token) && !hasTag(token, 'Pronoun'),
      ) ||
      /["“'‘][^"”'’]{2,}["”'’]/u.test(text),
  };
}
