import nlp from 'compromise';
import { hasTag, isWord, type Token } from '../parse/tokens.ts';
import { READER_POSSESSIVES, READER_WORDS } from './reader-words.ts';

// Clauses that open with a verb but order nothing. When the parse leaves room for another reading,
// the writer's clause is kept as written: a statement never becomes "Could you …?".

const FREE_CHOICE = new Set(['whatever', 'whichever', 'wherever', 'whenever', 'however']);
const OBJECT_TAGS = ['Pronoun', 'Determiner', 'Possessive', 'Noun', 'Value'];

// Rule "dropped-i": "love you", "miss you", "see you at 6": a verb straight before "you" is the
// writer's own "I love you" with the "I" left out; an order to the reader never takes "you" as its
// object ("tell them", "call me").
// Rule "feeling-verb-is-the-writers": "Love the new logo", "Miss the old office", "Hate this
// weather": a verb of the writer's own feeling opens the sentence with its "I" left out, the same
// way; a reader is never asked to love or miss something. Near misses: "Like the post" and "Mind
// the gap" order.
const FEELING_VERBS = new Set(['love', 'adore', 'miss', 'hate', 'appreciate']);
export const dropsTheI = (tokens: readonly Token[], verbAt: number): boolean =>
  READER_WORDS.has(tokens[verbAt + 1]?.normal ?? '') || FEELING_VERBS.has(tokens[verbAt]?.normal ?? '');

// Rule "free-choice": "Do whatever you want", "Take anything you like": the reader may choose, so
// nothing is asked; said in a quarrel, it is resignation, and stays a statement.
export function leavesChoiceToReader(tokens: readonly Token[], verbAt: number): boolean {
  const next = tokens[verbAt + 1];
  if (FREE_CHOICE.has(next?.normal ?? '')) return true;
  // "anything you like", "as you please".
  const free =
    ['anything', 'as', 'what'].includes(next?.normal ?? '') &&
    READER_WORDS.has(tokens[verbAt + 2]?.normal ?? '');
  return free;
}

// Rule "subject-first": "finance needs them", "Marketing wants the deck": the first word could be a
// noun (compromise marks it Noun|Verb) and the next reads as a verb with its own ending ("needs",
// "wanted") before an object. The parse is unsure whether this is an order, so it is not one.
// Rule "subject-then-its-time": "Match this Sunday kicks off at 10:30", "Training on Tuesday starts
// at 6": a time phrase may stand between the subject and its verb, and a particle or a place may
// follow the verb. Near miss: "Book this Sunday for the match" (no verb of its own after the time).
const TIME_LINKS = ['Determiner', 'Preposition', 'Date', 'Value'];
function afterTimePhrase(tokens: readonly Token[], from: number): number {
  let at = from;
  while (at < tokens.length && TIME_LINKS.some((tag) => hasTag(tokens[at], tag))) at++;
  const spansTime = tokens.slice(from, at).some((token) => hasTag(token, 'Date'));
  return spansTime ? at : from;
}
export function readsAsSubject(tokens: readonly Token[], verbAt: number): boolean {
  const first = tokens[verbAt];
  const verbIndex = afterTimePhrase(tokens, verbAt + 1);
  const next = tokens[verbIndex];
  if (!first || !next || !hasTag(first, 'MaybeVerb')) return false;
  const finite =
    hasTag(next, 'PastTense') ||
    (/[^s]s$/.test(next.normal) && (hasTag(next, 'MaybeVerb') || hasTag(next, 'PresentTense')));
  const after = tokens.slice(verbIndex + 1).find(isWord);
  const timed = verbIndex > verbAt + 1;
  return (
    finite &&
    (OBJECT_TAGS.some((tag) => hasTag(after, tag)) ||
      (timed && (hasTag(after, 'Particle') || hasTag(after, 'Preposition'))))
  );
}

// Rule "concedes-to-reader": "Have it your way.", "Suit yourself.", "Please yourself then.": the
// verb phrase ends on the reader's own way or self, so the writer gives in (often sourly) and asks
// for nothing. "Have it ready by 5pm" and "Suit up for the match" name something to do.
const OWN_WILL = new Set(['way', 'choice', 'call']);
const PLEASING_VERBS = new Set(['suit', 'please']);
const CONCESSION_TAIL = new Set(['then', 'fine', 'whatever']);
export function concedesToReader(tokens: readonly Token[], verbAt: number): boolean {
  const words = tokens
    .slice(verbAt + 1)
    .filter(isWord)
    .map((token) => token.normal);
  while (words.length > 0 && CONCESSION_TAIL.has(words.at(-1) ?? '')) words.pop();
  if (PLEASING_VERBS.has(tokens[verbAt]?.normal ?? '')) return words.length === 1 && words[0] === 'yourself';
  // "[it] your [own] way": the reader's way is all the order names.
  const rest = ['it', 'that', 'this'].includes(words[0] ?? '') ? words.slice(1) : words;
  const own = rest[1] === 'own' ? [rest[0], ...rest.slice(2)] : rest;
  return own.length === 2 && READER_POSSESSIVES.has(own[0] ?? '') && OWN_WILL.has(own[1] ?? '');
}

// Rule "full-name-first": "Mark Jones called about the lease", "grant holt , we love grant holt": a
// first name that could be a verb ("mark", "grant", "bill") followed by a last name names a person.
// Near miss: "Mark the invoice as paid" (a determiner follows) orders.
export const namesPerson = (tokens: readonly Token[], verbAt: number): boolean =>
  hasTag(tokens[verbAt], 'FirstName') &&
  (hasTag(tokens[verbAt + 1], 'LastName') || hasTag(tokens[verbAt + 1], 'Person'));

// Rule "interjection-opener": "Sure, because you're so busy", "Cool, whatever you say": a first
// word closed off by its comma that, read alone, is no verb (compromise tags "sure", "cool",
// "right" as adjectives) is an interjection; the tagger only made it a verb for standing first.
// Near misses: "Wait, I'll come with you" and "Hurry, the bus is here" open with verbs and order.
const aloneIsVerb = new Map<string, boolean>();
function readAloneAsVerb(word: string): boolean {
  let verb = aloneIsVerb.get(word);
  if (verb === undefined) {
    verb = nlp(word).has('#Verb');
    aloneIsVerb.set(word, verb);
  }
  return verb;
}
export const opensWithInterjection = (tokens: readonly Token[], verbAt: number): boolean => {
  const verb = tokens[verbAt];
  return (
    verb !== undefined &&
    tokens.slice(0, verbAt).every((token) => !isWord(token)) &&
    /,\s*$/.test(verb.post) &&
    !readAloneAsVerb(verb.normal)
  );
};

export const isNotAnOrder = (tokens: readonly Token[], verbAt: number): boolean =>
  opensWithInterjection(tokens, verbAt) ||
  namesPerson(tokens, verbAt) ||
  dropsTheI(tokens, verbAt) ||
  leavesChoiceToReader(tokens, verbAt) ||
  readsAsSubject(tokens, verbAt) ||
  concedesToReader(tokens, verbAt) ||
  labelsAReference(tokens, verbAt) ||
  subjectOfCopula(tokens, verbAt);

// Rule "never-mind-lets-go": "Never mind, I'll fix it", "Oh never mind": the idiom lets a matter
// go; read as an order it became "Please don't mind." Near miss: "Mind the step" still orders.
export const saysNeverMind = (tokens: readonly Token[], verbAt: number): boolean =>
  tokens[verbAt]?.normal === 'never' && tokens[verbAt + 1]?.normal === 'mind';

// Rule "label-before-number": "Order #5521", "Ticket #88 is open", "Invoice #2231 attached": a
// word before an "#" reference labels the thing the number names; an order's verb takes a thing
// ("Order 3 pizzas", "Call 555-0100"), never a bare reference mark.
// Rule "label-before-code": "Account 55102934.", "Reference CLM-2291.", "Booking XK93P.": a word
// and nothing after it but a code (digits, or letters with digits) labels the code. Only a verb
// that takes a number as its object orders with a bare code after it. Near misses: "Call 07700
// 900123", "Pay 40", "Use SAVE10 at checkout" and "Book room 4B" (a noun before the code).
const isCode = (token: Token) => /\d/.test(token.text) || hasTag(token, 'Acronym');
const labelsACode = (tokens: readonly Token[], verbAt: number): boolean => {
  // A range ("4471-2209") carries an empty "to" token, which says nothing.
  const rest = tokens.slice(verbAt + 1).filter((token) => isWord(token) && token.text !== '');
  return (
    rest.length > 0 &&
    rest.some((token) => /\d/.test(token.text)) &&
    rest.every(isCode) &&
    !hasTag(tokens[verbAt], 'TakesNumber')
  );
};
export const labelsAReference = (tokens: readonly Token[], verbAt: number): boolean =>
  /^#/.test(tokens[verbAt + 1]?.text ?? '') ||
  /#\s*$/.test(tokens[verbAt]?.post ?? '') ||
  labelsACode(tokens, verbAt);

// Rule "opening-noun-has-its-verb": "Drop-off is 8:45", "Check-in was at noon", "Review is on
// Monday", "Parking pass is in the drawer": the opening word (with its hyphenated half, or one
// plain noun after them) is the subject of its own "is"/"was"; an order never says what something
// is. Near misses: "Check the oven is off" and "Make sure it is done" order (the copula belongs to
// a clause after a determiner or pronoun), and so does "Be ready by 6".
const FINITE_COPULAS = new Set(['is', 'are', 'was', 'were']);
const VERB_PARTICLES = new Set(['up', 'off', 'in', 'out', 'over', 'down', 'on']);
export function subjectOfCopula(tokens: readonly Token[], verbAt: number): boolean {
  let at = verbAt + 1;
  while (hasTag(tokens[at], 'Hyphenated') && hasTag(tokens[at - 1], 'Hyphenated')) at++;
  const plainNoun = (token: Token | undefined) =>
    token !== undefined &&
    (hasTag(token, 'Noun') || hasTag(token, 'Value')) &&
    !['Pronoun', 'Determiner', 'Possessive', 'Person'].some((tag) => hasTag(token, tag));
  // "Pick up is 3:15", "Check in is from 2pm": the verb and its particle, typed apart, name the
  // event ("pick-up") as the hyphen does.
  if (
    at === verbAt + 1 &&
    VERB_PARTICLES.has(tokens[at]?.normal ?? '') &&
    !/[,;:]/.test(tokens[verbAt]?.post ?? '')
  )
    at++;
  if (plainNoun(tokens[at]) && !FINITE_COPULAS.has(tokens[at]?.normal ?? '')) at++;
  return FINITE_COPULAS.has(tokens[at]?.normal ?? '');
}
