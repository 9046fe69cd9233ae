import { hasTag, isWord, lemmaOf, type Token } from '../parse/tokens.ts';
import { aimsAtThing, feelsTowardWriter } from './aims-at-thing.ts';
import { isBrushOff } from './brush-offs.ts';
import { type ClauseFacts, scoreOfWord } from './clause-facts.ts';
import { isComplement, JOINING_WORDS } from './clause-shapes.ts';
import {
  CONDITION_STARTS,
  CONSEQUENCE_STARTS,
  ESCALATION_VERBS,
  INSISTING_CLOSERS,
  IRONY_MARKERS,
  SCOLDING_ORDERS,
  SWEEPING_ADVERBS,
} from './cue-words.ts';
import { escalatesToAuthority, harmOf } from './escalation-threats.ts';
import { isHostileOrder } from './hostile-orders.ts';
import { isSwearWord } from './profanity.ts';
import { reproachFrameLength } from './reproach-frames.ts';
import { isRhetorical } from './rhetorical-questions.ts';
import { statesARule } from './stated-rules.ts';
import { vents } from './venting.ts';

// Hostility is a kind of clause, read from its shape and its sentiment, not from a list of phrases:
// a judgement of the reader, an accusation, a question nobody is meant to answer, a threat,
// sarcasm, venting or an emphatic fragment ("No exceptions.").

export type Hostility =
  | 'insult'
  | 'abuse'
  | 'blame'
  | 'rhetorical'
  | 'threat'
  | 'sarcasm'
  | 'venting'
  | 'emphatic';

const SYMPATHY_WORDS = new Set(['sorry', 'condolences', 'sympathy', 'sympathies', 'thinking']);
const COPULAS = new Set(['be', 'is', 'are', 'am', 'being', 'were', 'was']);
const FUTURE = new Set(['will', "'ll", 'going', 'gonna', 'shall']);

// "Get your act together.", "You need to grow up!": the order is a scolding phrase, with at most
// a frame before it that names nothing.
function scoldsReader(clause: ClauseFacts): boolean {
  if (clause.hasFact) return false;
  const { words } = clause;
  return SCOLDING_ORDERS.some((order) => {
    const start = words.length - order.length;
    const ends = start >= 0 && order.every((word, index) => words[start + index] === word);
    const frame = clause.tokens.filter(isWord).slice(0, start);
    return ends && !frame.some((token) => hasTag(token, 'Noun') && !hasTag(token, 'Pronoun'));
  });
}

// Rule "verdict-on-others": "when you really think about it, the voters were incompetent": the
// linking verb's own subject is someone else, so the verdict is on them, not the reader (it still
// loses its swearing). Near misses: "you are useless", "are you clueless?", "you guys are awful".
const READER_WORDS = new Set(['you', 'u', 'ya', 'yall', "y'all", 'yourself']);
function readerBefore(tokens: readonly Token[], copulaAt: number): boolean {
  // "are you clueless?": the subject follows the linking verb in a question.
  if (READER_WORDS.has(tokens[copulaAt + 1]?.normal ?? '')) return true;
  // The subject opens the stretch before the linking verb: "you guys in this section are …".
  let start = copulaAt;
  while (start > 0 && !/[,;:]/.test(tokens[start - 1]?.post ?? '')) start--;
  const subject = tokens
    .slice(start, copulaAt)
    .find((token) => isWord(token) && !JOINING_WORDS.has(token.normal) && !isSwearWord(token));
  return subject === undefined || READER_WORDS.has(subject.normal) || subject.normal === "you're";
}

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
function labelsReader(clause: ClauseFacts): boolean {
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
      if (feelsTowardWriter(tokens, index)) return false;
      const near = tokens.slice(Math.max(0, index - 4), index);
      const copulaAt = near.findLastIndex((other) => COPULAS.has(other.normal));
      // The reader is what the word describes: "you're useless", "don't be a jerk"; not "unless
      // something is on fire", where another subject and a preposition stand between.
      const between = near.slice(copulaAt + 1);
      const copulaIndex = index - near.length + copulaAt;
      const ownSubject =
        (clause.youSubject && readerBefore(tokens, copulaIndex)) ||
        near[copulaAt]?.normal === 'be' ||
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
      const afterYou =
        ['you', 'your'].includes(tokens[index - 1]?.normal ?? '') &&
        !aimedAtThing &&
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
          !isVerbsObject(tokens, index),
      ))
  );
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

const isFuture = (clause: ClauseFacts) => clause.words.some((word) => FUTURE.has(word));

// "Don't make me chase you again", "Don't make me ask twice": what the writer will be driven to.
function makesWriterAct(clause: ClauseFacts): boolean {
  if (clause.imperativeAt < 0 || !clause.negated) return false;
  return clause.tokens.some(
    (token, index) => lemmaOf(token) === 'make' && clause.tokens[index + 1]?.normal === 'me',
  );
}

// "I'll report you", and after "or"/"otherwise" in any tense: "or I'm escalating", "otherwise I
// tell the client". "Or I'll have to give the slot away" states a real consequence and stays.
function threatens(clause: ClauseFacts): boolean {
  if (makesWriterAct(clause) || escalatesToAuthority(clause)) return true;
  if (!clause.firstPersonSubject) return false;
  const escalates = clause.tokens.some((token) => ESCALATION_VERBS.has(lemmaOf(token)));
  const consequence = CONSEQUENCE_STARTS.has(clause.words[0] ?? '');
  if (!isFuture(clause) && !(consequence && escalates)) return false;
  // "No, I won't lend you my car" refuses; it doesn't threaten.
  if (clause.negated && !escalates) return false;
  return (clause.mentionsYou || escalates) && (clause.reproach.length > 0 || harmOf(clause) < 0 || escalates);
}

const TELLING_VERBS = /^(?:ask|tell|told|remind|email|message|chase|mention|say|said)(?:s|ed|ing)?$/;
const COUNTED_NOUNS = new Set(['time', 'email', 'message', 'reminder', 'text', 'call', 'request']);
const REPEAT_WORDS = new Set(['times', 'twice', 'again', 'already', 'repeatedly']);

// "I've asked you THREE times for the login details", "This is the third time I'm asking": the
// count is the reproach.
export function repeatsAsk(clause: ClauseFacts): boolean {
  // "the third time", "the 4th email I've sent".
  const counted =
    clause.words.some((word) => REPEAT_WORDS.has(word)) ||
    /\bover and over\b/i.test(clause.text) ||
    clause.tokens.some(
      (token, index) => hasTag(token, 'Ordinal') && COUNTED_NOUNS.has(clause.tokens[index + 1]?.normal ?? ''),
    );
  return clause.words.includes('i') && counted && clause.words.some((word) => TELLING_VERBS.test(word));
}

const STOP_VERBS = new Set(['stop', 'quit']);
const WRITER_OBJECTS = new Set(['me', 'my', 'us', 'our', 'mine']);
export const wrongsWriter = (clause: ClauseFacts) => clause.words.some((word) => WRITER_OBJECTS.has(word));
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
const missedObligation = (clause: ClauseFacts) => {
  if (!clause.youSubject || clause.inQuestion) return false;
  const words = clause.words.join(' ');
  const dated = clause.tokens.some((token) => hasTag(token, 'Date'));
  return MISSED_PLAN.test(words) || (MISSED_DUTY.test(words) && dated);
};

// "Your email made no sense whatsoever", "Your report is a mess": a verdict on the reader's work.
// "Your flight was cancelled" only tells.
function judgesReadersWork(clause: ClauseFacts): boolean {
  // "No offence, but your presentation was boring": the verdict starts after the frame.
  const after = clause.tokens.slice(reproachFrameLength(clause.tokens)).filter(isWord);
  const first = after.find((token) => !JOINING_WORDS.has(token.normal))?.normal;
  if (first !== 'your' || clause.inQuestion) return false;
  // "Your mother and I are worried" speaks for the writer too.
  const verbAt = clause.tokens.findIndex((token) => hasTag(token, 'Verb'));
  const subject = clause.tokens.slice(0, verbAt < 0 ? undefined : verbAt);
  if (subject.some((token) => ['i', 'we', 'and'].includes(token.normal))) return false;
  // The verdict is what the work "is" ("a mess", "sloppy"), not a word beside it ("the fire exit").
  const verdict = clause.tokens.some(
    (token, index) =>
      (clause.scores.get(index) ?? 0) <= -2 && (isComplement(clause, index) || hasTag(token, 'Verb')),
  );
  return (clause.reproach.length > 0 && (clause.sentiment < 0 || clause.negated)) || verdict;
}

function blames(clause: ClauseFacts): boolean {
  if (repeatsAsk(clause)) return true;
  if (asksToStopFault(clause) || missedObligation(clause)) return true;
  if (judgesReadersWork(clause)) return true;
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
  const noPraise = clause.tokens.every((token, index) => {
    const score = (clause.scores.get(index) ?? 0) * (turned ? -1 : 1);
    return score <= 0 || hasTag(token, 'Expression');
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
  const accusing =
    noPraise &&
    (bareHabit ||
      ((clause.pastTense || clause.negated) && (clause.sentiment < 0 || reproached)) ||
      (reproached && clause.sentiment < 0));
  return habitual || accusing;
}

// Rule "lone-verdict": "Typical.", "Unbelievable.", "cool. really cool.": a verdict with at most an
// intensifier, no verb and no fact, which beside a reproach is one too (mock praise is sarcasm).
export const isLoneVerdict = (clause: ClauseFacts): boolean =>
  clause.words.length <= 3 &&
  !clause.hasFact &&
  clause.tokens.some((token) => hasTag(token, 'Adjective')) &&
  clause.tokens.filter(isWord).every((token) => hasTag(token, 'Adjective') || hasTag(token, 'Adverb')) &&
  !clause.tokens.some((token) => hasTag(token, 'Verb'));

const hasPhrase = (clause: ClauseFacts, phrases: readonly string[]) => {
  const text = ` ${clause.words.join(' ')} `;
  return phrases.some((phrase) => text.includes(` ${phrase} `));
};

// Rule "certainty-is-no-praise": AFINN scores "clearly" and "obviously" as positive, but they only
// say the writer is sure ("jaz clearly doesn't care what you're saying"): ironic beside praise,
// they are no praise themselves. Near miss: "Clearly a genius move." still mocks.
const CERTAINTY_WORDS = new Set(['clearly', 'obviously']);

function isSarcastic(clause: ClauseFacts): boolean {
  const otherMarkers = IRONY_MARKERS.filter((marker) => !CERTAINTY_WORDS.has(marker));
  const praise = [...clause.scores].some(
    ([at, score]) =>
      score > 0 && (!CERTAINTY_WORDS.has(clause.tokens[at]?.normal ?? '') || hasPhrase(clause, otherMarkers)),
  );
  if (!praise) return false;
  const sour = [...clause.scores.values()].some((score) => score < 0);
  const reproach = clause.reproach.some((index) => {
    const before = clause.tokens[index - 1]?.normal ?? '';
    return !(clause.tokens[index]?.normal === 'again' && /^thank/.test(before));
  });
  if (hasPhrase(clause, IRONY_MARKERS)) return true;
  // "Great, another meeting that could have been an email."
  if ((clause.scores.get(0) ?? 0) > 0 && clause.words[1] === 'another') return true;
  return reproach && sour && (clause.mentionsYou || clause.pastTense || !clause.hasFact);
}

function isEmphaticFragment(clause: ClauseFacts): boolean {
  // "… or forget it.", "… or don't bother.": a push with nothing after the "or".
  const emptyOr =
    CONSEQUENCE_STARTS.has(clause.words[0] ?? '') &&
    !clause.hasContent &&
    !clause.hasFact &&
    clause.words.length <= 4;
  if (emptyOr) return true;
  if (INSISTING_CLOSERS.some((closer) => closer.join(' ') === clause.words.join(' '))) return true;
  const verbless = !clause.tokens.some((token) => hasTag(token, 'Verb') && token.text !== '');
  if (!verbless || clause.hasFact || clause.words.length > 3) return false;
  const allMarkers = clause.reproach.length === clause.tokens.filter(isWord).length;
  const noPlural =
    clause.words[0] === 'no' &&
    clause.words.length === 2 &&
    hasTag(clause.tokens[1], 'Plural') &&
    !statesARule(clause);
  return allMarkers || noPlural;
}

// `clause` is read without its swear words, so "this stupid form" is a form, not venting;
// `raw` keeps them, so swearing at the reader is still an insult.
export function hostilityOf(clause: ClauseFacts, raw: ClauseFacts = clause): Hostility | null {
  if (judgesReader(raw)) return 'insult';
  if (isBrushOff(clause)) return 'sarcasm';
  // "die a painful death", "go away": the order itself is the attack (hostile-orders.ts).
  if (isHostileOrder(clause, raw)) return 'abuse';
  if (threatens(clause)) return 'threat';
  if (isRhetorical(clause)) return 'rhetorical';
  if (blames(clause)) return 'blame';
  if (isSarcastic(clause)) return 'sarcasm';
  if (vents(clause)) return 'venting';
  if (isEmphaticFragment(clause)) return 'emphatic';
  return null;
}
