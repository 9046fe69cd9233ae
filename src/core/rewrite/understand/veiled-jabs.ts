import { hasTag, isWord, type Token } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';

// Veiled jabs: a fault laid on the reader without naming them, or the writer held up as the one
// who suffers or does all the work. None carries a hostile word, so the sentiment lexicon misses
// them; venting.ts drops them like any other vent, and keeps the facts beside them.

// Rule "everyone-else": "Everyone else managed to submit on time", "The rest of us got it done":
// holding up everybody but the reader says the reader fell short, and nothing the message needs;
// what is missing is told in its own words beside it. Near misses: "Everyone else is at the pub"
// (no deed done), "Ask everyone else first" (an order, not the subject).
const OTHERS = [
  ['everyone', 'else'],
  ['everybody', 'else'],
  ['the', 'rest', 'of', 'us'],
  ['all', 'the', 'others'],
];
export function comparesWithOthers(clause: ClauseFacts): boolean {
  if (clause.imperativeAt >= 0 || clause.inQuestion) return false;
  const words = clause.words;
  const others = OTHERS.find((phrase) => phrase.every((word, at) => words[at] === word));
  if (!others) return false;
  const verb = clause.tokens.find((token, at) => at >= others.length && hasTag(token, 'Verb'));
  return (
    verb !== undefined &&
    !hasTag(verb, 'Copula') &&
    (hasTag(verb, 'PastTense') || hasTag(verb, 'Perfect') || words.includes('managed'))
  );
}

// Rule "some-of-us": "I guess some of us don't think deadlines apply to them", "Some people
// can't be bothered to reply": a fault laid on "some of us", "some people" or "certain people" is
// the reader named without being named; a veiled jab, which goes like venting while the facts
// beside it stay. Near misses: "Some of us are meeting at 6" and "Some people prefer tea" (no
// fault: nothing negative, denied or set against the reader with "actually").
const VEILED = [
  ['some', 'of', 'us'],
  ['some', 'people'],
  ['certain', 'people'],
  ['some', 'folks'],
];
export function hintsAtSomeone(clause: ClauseFacts): boolean {
  if (clause.inQuestion) return false;
  const words = clause.words;
  const at = words.findIndex((_, start) =>
    VEILED.some((phrase) => phrase.every((word, k) => words[start + k] === word)),
  );
  // "Some of us actually read the brief": "actually" sets them against the reader.
  return at >= 0 && at <= 3 && (clause.negated || clause.sentiment < 0 || words.includes('actually'));
}

// Rule "the-one-who-does-it": "As per usual, I'm the one cleaning up after everyone", "I'm always
// the one who books the table": the writer set apart as the one who does the work is a martyr's
// complaint, and goes like venting. Near misses: "I'm the one in the red coat" (says who), "I'm
// the one who booked it, so call me with questions" (a reason to call: a "so" follows).
export function setsWriterApart(clause: ClauseFacts): boolean {
  const { words, tokens } = clause;
  // "As per usual, I'm the one …": a habit tag may come before the writer.
  const writer = clause.firstPersonSubject || words.includes('i');
  if (!writer || clause.inQuestion) return false;
  const oneAt = tokens.findIndex(
    (token, at) => token.normal === 'one' && ['the', 'only'].includes(tokens[at - 1]?.normal ?? ''),
  );
  if (oneAt < 0) return false;
  const next = tokens[oneAt + 1];
  // A habit ("cleaning up", "who books", "who always …"), never one past act ("who booked it").
  const habit = (token: Token | undefined) =>
    token !== undefined && (hasTag(token, 'PresentTense') || ['always', 'ever'].includes(token.normal));
  const doing = /ing$/.test(next?.normal ?? '') || (next?.normal === 'who' && habit(tokens[oneAt + 2]));
  return doing && tokens.some((token) => hasTag(token, 'Copula'));
}

// Rule "patience-runs-out": "frankly I'm out of patience", "my patience is wearing thin", "I'm
// losing my patience with this": the writer's patience used up is anger said politely, and goes
// like "I'm fed up". Near miss: "Thanks for your patience" (the reader's, given).
export function patienceRunsOut(clause: ClauseFacts): boolean {
  const at = clause.words.indexOf('patience');
  if (at < 0 || clause.words.includes('your')) return false;
  const writers = clause.firstPersonSubject || clause.words.includes('my');
  return writers && clause.tokens.some((token) => isWord(token) && hasTag(token, 'RunsOut'));
}

// Rule "futile-effort": "I don't know why I bother asking you", "There's no point telling you",
// "I guess my time doesn't matter to anyone": the writer calls their own effort, or their own
// worth, pointless. It asks nothing and tells nothing new; it lays guilt on the reader, and goes
// as venting. Near misses: "Why I bother with the early train: it's quieter" explains, and "My
// seat doesn't matter, any row is fine" (no "to anyone", no guess) is an easy-going answer.
const WORTH_VERBS = new Set(['matter', 'matters', 'count', 'counts']);
export function lamentsFutility(clause: ClauseFacts): boolean {
  const words = clause.words;
  const whyBother = words.some(
    (word, index) =>
      // "… know why I bother", "… wonder why I bother": asked of nobody, after a verb of the writer.
      index > 0 &&
      word === 'why' &&
      ['i', 'we'].includes(words[index + 1] ?? '') &&
      // "Not sure why I even bother": a stress word may stand before it.
      (words[index + 2] === 'bother' ||
        (['even', 'still', 'ever'].includes(words[index + 2] ?? '') && words[index + 3] === 'bother')),
  );
  const text = ` ${words.join(' ')} `;
  const noPoint = / (?:no|what's the|what is the) point (?:in )?(?:asking|telling|trying|saying)\b/.test(
    text,
  );
  // "my time doesn't matter to anyone": the writer's own worth, denied to everyone.
  const ownWorthDenied =
    clause.negated &&
    words.includes('my') &&
    words.some((word) => WORTH_VERBS.has(word)) &&
    (words.includes('anyone') || words.includes('anybody') || words.includes('guess'));
  return (whyBother && !clause.hasFact) || noPoint || ownWorthDenied;
}

// Rule "too-important-to": "I didn't realise you were too important to reply to messages", "Sorry,
// is your highness too good to load the dishwasher": the reader's standing, raised too high to do
// a plain task, mocks them for not doing it; it is sarcasm (hostility.ts), which a mock "sorry"
// before it does not own. Near misses: "I know you're too busy to help this
// week" (busy is a real reason) and "You're too kind to say so" (kindness, no standing).
export function raisedTooHigh(clause: ClauseFacts): boolean {
  const words = clause.words;
  const wordTokens = clause.tokens.filter(isWord);
  return words.some(
    (word, at) =>
      word === 'too' &&
      hasTag(wordTokens[at + 1], 'RaisedStanding') &&
      words[at + 2] === 'to' &&
      clause.mentionsYou,
  );
}

// The jabs above, any of them.
export const veiledJab = (clause: ClauseFacts): boolean =>
  comparesWithOthers(clause) || hintsAtSomeone(clause) || patienceRunsOut(clause) || setsWriterApart(clause);
