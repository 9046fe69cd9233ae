import { hasTag, isWord, type Token } from '../parse/tokens.ts';
import { addressedPronounAt } from './address-before-subject.ts';
import { aimsAtThing, feelsTowardWriter } from './aims-at-thing.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { JOINING_WORDS } from './clause-shapes.ts';
import { SCOLDING_ORDERS } from './cue-words.ts';
import { isSwearWord } from './profanity.ts';
import { isReaderWord } from './reader-words.ts';
import { WRITER_OBJECTS } from './writer-words.ts';

// Whether a clause names or judges the reader: "you're useless", "don't be a jerk", "you idiot",
// "Stop being such a drama queen", a scolding order, a swear word aimed at the reader. Read from
// where the negative word stands (after "you", after a linking verb whose subject is the reader),
// not from a list of insults. hostility.ts calls this an insult.

const SYMPATHY_WORDS = new Set(['sorry', 'condolences', 'sympathy', 'sympathies', 'thinking']);
const COPULAS = new Set(['be', 'is', 'are', 'am', 'being', 'were', 'was']);

// "Get your act together.", "You need to grow up!": the order is a scolding phrase, with at most
// a frame before it that names nothing.
function scoldsReader(clause: ClauseFacts): boolean {
  // "and delete it , get a life" (its "you loser" split off: vocative-closer.ts): after a comma the
  // scolding is a tail that goes alone (rule "scolding-tail"), not the clause's whole point.
  if (clause.hasFact || scoldingTail(clause.tokens).length > 0) return false;
  const { words } = clause;
  if (getsOffTheirThing(words)) return true;
  return SCOLDING_ORDERS.some((order) => {
    const start = words.length - order.length;
    const ends = start >= 0 && order.every((word, index) => words[start + index] === word);
    const frame = clause.tokens.filter(isWord).slice(0, start);
    return ends && !frame.some((token) => hasTag(token, 'Noun') && !hasTag(token, 'Pronoun'));
  });
}

// Rule "scolding-tail": "… and you try and delete it, get a life.": a scolding order put after a
// comma, at the end of a clause that says something first, goes on its own (realise/clean-clause.ts)
// and the clause before it stays. Near miss: "Get a life." alone is the whole clause, which goes
// whole (an insult), and "…, get a quote by Friday" is no scolding.
export function scoldingTail(tokens: readonly Token[]): number[] {
  // The comma may close a word or stand alone, typed with spaces (" , ").
  const commaAt = tokens.findIndex((token, at) => at > 0 && (/,/.test(token.post) || token.text === ','));
  if (commaAt < 1) return [];
  const after = tokens.slice(commaAt + 1).map((token) => token.normal);
  const order = SCOLDING_ORDERS.find((phrase) => phrase.every((word, at) => after[at] === word));
  if (!order) return [];
  const standsAlone = tokens[commaAt]?.text === ',';
  const start = standsAlone ? commaAt : commaAt + 1;
  return Array.from({ length: commaAt + 1 + order.length - start }, (_, offset) => start + offset);
}

// Rule "get-off-your": "Get off your phone", "Get off your high horse": told to get off a thing of
// their own, the reader is scolded for what they are doing, whatever the thing. Near misses: "Get
// off the train at Leeds" and "Get off at the second stop" (directions, no "your").
function getsOffTheirThing(words: readonly string[]): boolean {
  const start = words[0] === 'and' ? 1 : 0;
  return (
    words[start] === 'get' &&
    words[start + 1] === 'off' &&
    words[start + 2] === 'your' &&
    words.length - start <= 5
  );
}

// Rule "verdict-on-others": "when you really think about it, the voters were incompetent": the
// linking verb's own subject is someone else, so the verdict is on them, not the reader (it still
// loses its swearing). Near misses: "you are useless", "are you clueless?", "you guys are awful".
function readerBefore(tokens: readonly Token[], copulaAt: number): boolean {
  // "are you clueless?": the subject follows the linking verb in a question.
  if (isReaderWord(tokens[copulaAt + 1]?.normal ?? '')) return true;
  // The subject opens the stretch before the linking verb: "you guys in this section are …".
  let start = copulaAt;
  while (start > 0 && !/[,;:]/.test(tokens[start - 1]?.post ?? '')) start--;
  const subject = tokens
    .slice(start, copulaAt)
    .find((token) => isWord(token) && !JOINING_WORDS.has(token.normal) && !isSwearWord(token));
  if (subject === undefined || isReaderWord(subject.normal)) return true;
  // "honestly mum you're …": a stance word before the address.
  if (hasTag(subject, 'Adverb') || hasTag(subject, 'Expression')) {
    const after = tokens.slice(tokens.indexOf(subject) + 1, copulaAt).find(isWord);
    if (after && after !== subject) return addresses(after, tokens) || isReaderWord(after.normal);
  }
  return addresses(subject, tokens);
}
// "mum you're so selfish": a bare noun before "you" addresses the reader.
const addresses = (subject: Token, tokens: readonly Token[]) =>
  isReaderWord(tokens[addressedPronounAt(tokens, tokens.indexOf(subject))]?.normal ?? '');

// Rule "conduct-toward-others": "Don't be rude to the client", "Don't be short with the new
// starters": told how not to treat someone else, the reader is asked about conduct, not named; the
// ask stays. Near misses: "Don't be rude to me" (a reproach of how the writer was treated) and
// "Don't be an idiot" (a noun names the reader).
const TOWARD = new Set(['to', 'with', 'towards', 'toward', 'around']);
function asksConductToward(clause: ClauseFacts, index: number): boolean {
  const { tokens } = clause;
  if (clause.imperativeAt < 0 || !clause.negated || !hasTag(tokens[index], 'Adjective')) return false;
  if (!TOWARD.has(tokens[index + 1]?.normal ?? '')) return false;
  const whom = tokens[index + 2]?.normal ?? '';
  return whom !== '' && !WRITER_OBJECTS.has(whom);
}

// Rule "hard-on-yourself": "Stop being so hard on yourself", "Don't be too harsh with yourself":
// the bad word is how the reader treats themselves, and the writer asks them to be kinder to
// themselves. Near miss: "Stop being so hard on the new starters" (conduct toward others: an ask
// about conduct when negated, judges-reader's other rules otherwise).
const turnsOnSelf = (tokens: readonly Token[], index: number) =>
  hasTag(tokens[index + 1], 'Preposition') &&
  ['yourself', 'yourselves'].includes(tokens[index + 2]?.normal ?? '');

// "you're useless", "are you completely clueless?", "don't be a jerk", "you idiot".
// Rule "order-acts-on-it": "Clean up your mess", "Fix your mistakes before Friday": an order whose
// verb works on the reader's bad thing asks for the work, and the thing is what needs it, not a name
// for the reader. A quality of the person ("Keep your stupidity to yourself", "-ity", "-ness",
// "-ence") is no thing to work on, and still judges.
const PARTICLES = new Set(['up', 'out', 'off', 'away', 'down', 'over']);
const QUALITY_ENDINGS = /(?:ity|ness|ence|ance|ism)$/;
function ordersWorkOnIt(clause: ClauseFacts, index: number): boolean {
  const { tokens, imperativeAt } = clause;
  if (imperativeAt < 0 || tokens[index - 1]?.normal !== 'your') return false;
  if (QUALITY_ENDINGS.test(tokens[index]?.normal ?? '')) return false;
  const verb = tokens[imperativeAt];
  if (!verb || (clause.scores.get(imperativeAt) ?? 0) < 0 || isSwearWord(verb)) return false;
  const between = tokens.slice(imperativeAt + 1, index - 1);
  return between.every((token) => PARTICLES.has(token.normal));
}

// Rule "such-a-label": "Stop being such a drama queen", "Don't be such a baby": told to stop being
// "such a" something, the reader is given a name, whatever the noun; no lexicon lists them all.
// Near misses: "You're such a star" (it may praise), "It's such a shame" (about a thing).
// Rule "so-a-quality": "Stop being so dramatic", "Quit being so sensitive": told to stop being so
// much of a quality, the reader is given it as a name, whatever the adjective. Near misses: "Stop
// being so hard on yourself" (kind: a preposition follows) and "You're being so helpful" (no order).
function stopsBeingSo(clause: ClauseFacts): boolean {
  const { tokens } = clause;
  if (clause.imperativeAt < 0) return false;
  return tokens.some(
    (token, at) =>
      ['be', 'being'].includes(token.normal) &&
      tokens[at + 1]?.normal === 'so' &&
      hasTag(tokens[at + 2], 'Adjective') &&
      !hasTag(tokens[at + 3], 'Preposition') &&
      (clause.scores.get(at + 2) ?? 0) <= 0,
  );
}

function labelsReader(clause: ClauseFacts): boolean {
  if (stopsBeingSo(clause)) return true;
  const { tokens } = clause;
  const at = tokens.findIndex(
    (token, index) => token.normal === 'such' && ['a', 'an'].includes(tokens[index + 1]?.normal ?? ''),
  );
  if (at < 1) return false;
  const linking = tokens[at - 1];
  // Told to stop being it: "You're such a star" may praise; "Stop being such a …" never does.
  const toldToStop = clause.imperativeAt >= 0 && ['be', 'being'].includes(linking?.normal ?? '');
  if (!toldToStop) return false;
  const label = tokens.slice(at + 2, at + 5);
  return label.every((_, offset) => (clause.scores.get(at + 2 + offset) ?? 0) <= 0);
}

// Rule "infinitive-of-another-subject": "watch against unions that shit needs to be illegal": a
// "to be" whose verb has a subject of its own ("that needs") describes that subject, not the
// reader told to "be" something. Near misses: "Try to be less stupid" (the order's own verb) and
// "you need to be less lazy" (the reader is the subject).
function infinitiveOfOther(clause: ClauseFacts, beAt: number): boolean {
  const { tokens } = clause;
  const verbAt = beAt - 2;
  if (tokens[beAt - 1]?.normal !== 'to' || verbAt <= clause.imperativeAt) return false;
  const subject = tokens[verbAt - 1];
  const names = ['Noun', 'Determiner', 'Pronoun'].some((tag) => hasTag(subject, tag));
  return subject !== undefined && names && !isReaderWord(subject.normal);
}

export function judgesReader(clause: ClauseFacts): boolean {
  if (scoldsReader(clause) || labelsReader(clause)) return true;
  const { tokens, scores } = clause;
  const aboutReader = clause.youSubject || clause.imperativeAt >= 0 || clause.mentionsYou;
  // "I'm so sorry for your loss" feels for the reader.
  if (!aboutReader || clause.words.some((word) => SYMPATHY_WORDS.has(word))) return false;
  return (
    tokens.some((token, index) => {
      const score = scores.get(index) ?? 0;
      if (score >= 0 || !(hasTag(token, 'Adjective') || hasTag(token, 'Noun'))) return false;
      if (feelsTowardWriter(tokens, index) || asksConductToward(clause, index) || turnsOnSelf(tokens, index))
        return false;
      const near = tokens.slice(Math.max(0, index - 4), index);
      const copulaAt = near.findLastIndex((other) => COPULAS.has(other.normal));
      // The reader is what the word describes: "you're useless", "don't be a jerk"; not "unless
      // something is on fire", where another subject and a preposition stand between.
      const between = near.slice(copulaAt + 1);
      const copulaIndex = index - near.length + copulaAt;
      const ownSubject =
        (clause.youSubject && readerBefore(tokens, copulaIndex)) ||
        (near[copulaAt]?.normal === 'be' && !infinitiveOfOther(clause, copulaIndex)) ||
        near[copulaAt]?.normal === 'being';
      // "are you implying a failed mission ...": a verb between makes the copula its helper, and
      // the word describes something else.
      const afterCopula =
        copulaAt >= 0 &&
        ownSubject &&
        !between.some((other) => hasTag(other, 'Preposition') || hasTag(other, 'Verb'));
      // "you idiot", "your stupidity"; in "your stupid car" the word is aimed at the car, and goes
      // on its own (clean-clause.ts).
      const aimedAtThing = aimsAtThing(clause, index);
      // Rule "noun-names-a-kind": "your flu jab", "your debt advice": a bad noun before another noun
      // says which kind of thing it is (AFINN scores "flu" -2), not what the reader is. Near miss:
      // "you idiot" (no noun after it) still names the reader.
      const namesKind =
        hasTag(token, 'Noun') && hasTag(tokens[index + 1], 'Noun') && !hasTag(tokens[index + 1], 'Pronoun');
      const afterYou =
        ['you', 'your'].includes(tokens[index - 1]?.normal ?? '') &&
        !aimedAtThing &&
        !namesKind &&
        !ordersWorkOnIt(clause, index);
      return (afterCopula && (clause.youSubject || clause.imperativeAt >= 0)) || (afterYou && score <= -2);
    }) ||
    (clause.mentionsYou &&
      tokens.some(
        (token, index) =>
          isSwearWord(token) &&
          !aimsAtThing(clause, index) &&
          // "you fucking idiot": stressing an insult is insulting still.
          !(intensifies(tokens, index) && (scores.get(index + 1) ?? 0) > -2) &&
          !namesAThing(tokens, index) &&
          !isVerbsObject(tokens, index) &&
          !describesSomeoneElse(tokens, index),
      ))
  );
}

// Rule "swear-verdict-on-others": "get me a dress, coz their fashion sense is shit", "can you call
// me? the bus is a shitshow": a swear word after a linking verb whose own subject is someone or
// something else is a verdict on them, not a name for the reader who is asked something in the
// same clause (it still loses its swearing). Near misses: "you are full of shit", "are you
// fucking stupid" and "you guys are shit" keep the reader as the subject.
const ARTICLE_OR_STRESS = new Set(['a', 'an', 'so', 'such', 'total', 'complete', 'absolute', 'full', 'of']);
function describesSomeoneElse(tokens: readonly Token[], index: number): boolean {
  let at = index - 1;
  while (at > 0 && ARTICLE_OR_STRESS.has(tokens[at]?.normal ?? '')) at--;
  if (!COPULAS.has(tokens[at]?.normal ?? '')) return false;
  return !readerBefore(tokens, at);
}

// Rule "swear-as-thing": "that shit", "some weird shit", "the crap they sell": a swear word after
// a determiner that points at or counts things (not "a", as in "you're a bitch") names a thing.
const THING_DETERMINERS = new Set([
  'that',
  'this',
  'those',
  'these',
  'some',
  'the',
  'any',
  'no',
  'all',
  'what',
]);
function namesAThing(tokens: readonly Token[], index: number): boolean {
  let at = index - 1;
  while (at > 0 && hasTag(tokens[at], 'Adjective')) at--;
  return THING_DETERMINERS.has(tokens[at]?.normal ?? '');
}

// Rule "swear-as-object": "you talk a lot of shit about me", "stop bombing shit", "you don't give
// a shit": a swear word that is what a verb acts on (through a quantity at most) names a thing
// the reader does or says, not the reader. "You piece of shit" (a noun before "of") and "you're
// full of shit" (a linking verb) still name the reader.
const QUANTITY_WORDS = new Set(['a', 'lot', 'lots', 'load', 'loads', 'bunch', 'much', 'more', 'little']);
const isQuantity = (tokens: readonly Token[], at: number) =>
  QUANTITY_WORDS.has(tokens[at]?.normal ?? '') ||
  // "a lot of", never "piece of": "of" only after a quantity.
  (tokens[at]?.normal === 'of' && QUANTITY_WORDS.has(tokens[at - 1]?.normal ?? ''));
function isVerbsObject(tokens: readonly Token[], index: number): boolean {
  let at = index - 1;
  while (at >= 0 && (isQuantity(tokens, at) || hasTag(tokens[at], 'Adjective'))) at--;
  const verb = tokens[at];
  return (
    verb !== undefined &&
    hasTag(verb, 'Verb') &&
    !COPULAS.has(verb.normal) &&
    !hasTag(verb, 'Copula') &&
    !isSwearWord(verb)
  );
}

// Rule "swear-intensifier": "I fucking love you", "are you fucking serious", "a whole shit load of
// truth": a swear word inside a phrase, before the word it stresses, is emphasis, not a name for
// the reader. "you bitch", "fuck you" and "..., you fucks" name the reader.
const STRESSED_TAGS = ['Noun', 'Adjective', 'Verb', 'Adverb'];
function intensifies(tokens: readonly Token[], index: number): boolean {
  const next = tokens[index + 1];
  if (!next || !isWord(next) || /[,.;:!?…]/.test(tokens[index]?.post ?? '')) return false;
  return !hasTag(next, 'Pronoun') && STRESSED_TAGS.some((tag) => hasTag(next, tag));
}
