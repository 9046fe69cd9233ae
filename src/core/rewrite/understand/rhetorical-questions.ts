import { hasTag, isWord } from '../parse/tokens.ts';
import { feelsTowardWriter, sentimentAboutPeople } from './aims-at-thing.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { BAFFLED_VERBS, JOINING_WORDS } from './clause-shapes.ts';
import {
  ALL_ALONE_WORDS,
  DIFFICULTY_WORDS,
  EASE_MEASURES,
  REPROACH_MARKERS,
  SWEEPING_ADVERBS,
} from './cue-words.ts';
import { prefaceLength } from './reproach-frames.ts';
import {
  WRITER_OBJECTS,
  WRITER_POSSESSIVES,
  WRITER_SELF,
  WRITER_SUBJECTS,
  writerAlone,
  writerWords,
} from './writer-words.ts';

// Questions nobody is meant to answer, read from their shape: a loaded "why", a reproach word, a
// challenge ("Who said you could …?"), a belittling "How hard is it …?".

const MODALS = new Set(['can', 'could', 'would', 'will', 'shall', 'may', 'should']);
const INFO_WORDS = new Set(['which', 'what', 'when', 'where', 'who', 'whom', 'whose', 'how']);
const QUESTION_ORDER = new Set(['are', 'is', 'am', 'was', 'were', 'do', 'does', 'did', 'have', 'has']);

// Rule "question-about-an-event": "does it always appear?", "by singing?": a question that names
// no thing may still ask about something happening, in its own verb, and not about the reader.
// It stays a question (issue 21). Near misses: "Seriously?" has no verb, and "Are you kidding
// me?" is about the reader; both are asked by nobody.
function asksAboutEvent(clause: ClauseFacts): boolean {
  const verb = clause.tokens.some(
    (token) =>
      token.tags.has('Verb') &&
      !token.tags.has('Auxiliary') &&
      !token.tags.has('Copula') &&
      !REPROACH_MARKERS.has(token.normal),
  );
  return verb && !clause.mentionsYou;
}

// A question nobody is meant to answer: "Seriously?", "Why haven't you replied??", "Do you even
// read these?". "Can we talk?" and "Which files do you mean?" are real questions.
const WRITER_WORDS = writerAlone(
  writerWords(WRITER_SUBJECTS, WRITER_OBJECTS, WRITER_POSSESSIVES, WRITER_SELF),
);

// "Why don't you and I get together?": the reader and the writer as one subject suggest, as "why
// don't we" does (rule "joint-subject", clauses.ts); no reproach is asked.
const JOINT_SUBJECT = /\byou and (?:i|me)\b/;

export function isRhetorical(clause: ClauseFacts): boolean {
  if (!clause.inQuestion || clause.politeQuestion) return false;
  if (JOINT_SUBJECT.test(clause.words.join(' '))) return false;
  // "... and what am I supposed to do with them?", "Seriously, how hard is it …": the question
  // starts after the "and" or the reproach word.
  // "ffs where r u??", "omg what time is it": an exclamation before the question is not its start.
  const exclaimed = new Set(
    clause.tokens.filter((token) => hasTag(token, 'Expression')).map((token) => token.normal),
  );
  const first =
    clause.words.find(
      (word) => !JOINING_WORDS.has(word) && !REPROACH_MARKERS.has(word) && !exclaimed.has(word),
    ) ?? '';
  const second = clause.words[clause.words.indexOf(first) + 1] ?? '';
  // Rule "order-with-a-question-mark": "Let me know what you think?", "Call me when you land?": an
  // order typed with a question mark asks, softly; it is no question nobody should answer. Near
  // misses: "Tell me you didn't just delete it?" (a denial: disbelief) and "Why bother?" (no order).
  const firstToken = clause.tokens.find((token) => token.normal === first);
  if (hasTag(firstToken, 'Imperative') && !clause.negated && clause.reproach.length === 0) return false;
  // "What am I supposed to do with them?" asks; "Why?!" alone doesn't.
  const belittles = first === 'how' && DIFFICULTY_WORDS.has(second);
  // "Who said you could take my car?": a permission challenged, not asked about.
  const challenges =
    first === 'who' &&
    clause.words.some((word) => ['said', 'told', 'say', 'tell'].includes(word)) &&
    clause.words.some((word) => ['could', 'can'].includes(word));
  // "What part of 'no phones' don't you understand?"
  const baffled =
    clause.negated && clause.mentionsYou && clause.words.some((word) => BAFFLED_VERBS.has(word));
  // Rule "really-that-hard": "Is it really that hard?", "Was that so difficult?": an ease measured
  // against the reader, asked, belittles. Near miss: "Is it hard to park there?" (no measure: asks).
  const measured = clause.words.some(
    (word, at) => DIFFICULTY_WORDS.has(word) && EASE_MEASURES.has(clause.words[at - 1] ?? ''),
  );
  if (measured && (clause.words.includes('really') || !clause.hasContent)) return true;
  // "Why is this taking so long?", "Why is it so hard to …?": impatience, not a question.
  if (first === 'why' && clause.words.includes('so') && !clause.hasFact) return true;
  // Rule "why-always-me": "Why is this always on me?", "Why do I always have to do everything?":
  // "why" with a sweeping "always"/"never" about the writer is a martyr's complaint, not a
  // question anyone can answer. Near misses: "Why does the 8:15 always stop at Leeds?" (a thing,
  // not the writer) and "Why do I need the form?" (nothing sweeping).
  const aboutWriter = clause.words.some((word) => WRITER_WORDS.has(word));
  if (
    first === 'why' &&
    aboutWriter &&
    // "Why do I have to do everything around here?": the sweep may be what the writer does.
    // Near miss: "Why do I need everything in the form?" asks about a thing.
    clause.words.some(
      (word, at) => SWEEPING_ADVERBS.has(word) || (word === 'everything' && clause.words[at - 1] === 'do'),
    ) &&
    !clause.hasFact
  )
    return true;
  // "Are you mad at me?": how the reader feels toward the writer, asked in earnest.
  if (first !== 'why' && clause.tokens.some((_, index) => feelsTowardWriter(clause.tokens, index)))
    return false;
  // Rule "loaded-at-people": a question is loaded by what it says of people, not of a thing
  // ("What do you need from me on the missing results?" asks).
  const sentiment = sentimentAboutPeople(clause);
  // Rule "asks-what-happened": "What happened?", "What went wrong with the upload?" ask for an
  // account of an event, once; "What happened??" or a loaded word about the reader doesn't.
  if (asksWhatHappened(clause, first)) return false;
  // A negative word loads a wh-question when it is about the reader ("What is wrong with you?"), not
  // when it is about a thing ("What went wrong with the upload?").
  if (INFO_WORDS.has(first) && clause.words.length > 2)
    return (
      clause.words.includes('even') ||
      (sentiment <= -2 && clause.mentionsYou) ||
      belittles ||
      challenges ||
      baffled
    );
  // "Do I have to do everything myself?", "Am I the only one who reads these?"
  const allAlone =
    clause.firstPersonSubject && clause.words.filter((word) => ALL_ALONE_WORDS.has(word)).length > 0;
  if (allAlone && !/\d/.test(clause.text) && ['do', 'am', 'must', 'should'].includes(first)) return true;
  if (offersChoice(clause)) return false;
  if (holdsUpReadersWay(clause)) return true;
  // Rule "kind-yes-no-asks": "Are you free now?", "Are you ok?", "Is everyone coming tonight?": a
  // question in question order with a kind word, a time or a word of how the reader is, asks. Near misses: "Are you
  // serious?" and "Are you kidding me?" (no kind word, no time: disbelief).
  const inOrder = QUESTION_ORDER.has(first) && clause.words.indexOf(first) === 0;
  const kindOrTimed =
    [...clause.scores.values()].some((score) => score > 0) ||
    clause.tokens.some(
      (token) => hasTag(token, 'Date') || hasTag(token, 'TimeAdverb') || hasTag(token, 'StateCheck'),
    );
  if (inOrder && kindOrTimed && clause.reproach.length === 0 && !clause.negated) return false;
  if (!clause.hasContent && !clause.hasFact && !MODALS.has(first) && !asksAboutEvent(clause)) return true;
  // Rule "plain-yes-no": "Did you pay the electric bill?" asks; AFINN's -1 for "pay" loads nothing.
  // A question is loaded by a strongly negative word, not a mildly negative verb.
  // Rule "checking-question": "You're not coming tomorrow?" checks what the writer understood, in
  // the order of a statement; a denial loads only a question in question order ("Don't you ever
  // listen?"). Near miss: "You don't care?" is loaded by its flipped "care", not by the "not".
  const checks = first === 'you' && !clause.reproach.length;
  const loaded =
    first === 'why' ||
    clause.reproach.length > 0 ||
    (clause.negated && !checks) ||
    sentiment <= -2 ||
    /\?\?/.test(clause.text);
  return clause.mentionsYou && loaded;
}

// Rule "this-is-how-you": "This is how you repay me?", "So that's how you treat guests?": a
// statement held up as a question, "this is how" the reader acts, asks nothing; it reproaches.
// Near misses: "Is this how you set the timer?" (asked in question order) and "This is how you
// set the timer." (a statement) stay.
export function holdsUpReadersWay(clause: ClauseFacts): boolean {
  // After a preface ("After everything I've done for you, this is how …").
  const words = clause.tokens
    .slice(prefaceLength(clause.tokens))
    .filter(isWord)
    .map((token) => token.normal)
    .filter((word) => word !== 'so');
  const [subject, be, how, you] = words[1] === "'s" || words[1] === 'is' ? words : [];
  return (
    clause.inQuestion &&
    ['this', 'that'].includes(subject ?? '') &&
    ["'s", 'is'].includes(be ?? '') &&
    how === 'how' &&
    you === 'you'
  );
}

// Rule "so-now-you": "oh so NOW you care about the project?", "So now you want to talk?": a
// statement about the reader, asked with "now" before "you", says they come too late; it asks
// nothing, and goes as a reproach. Near misses: "Are you free now?" (question order), "So now we
// meet at 3?" (the writer checks a plan) and "So you're coming Friday?" (no "now": it checks).
const OPENERS = new Set(['oh', 'so', 'well', 'ah', 'and']);
export function tooLateNow(clause: ClauseFacts): boolean {
  if (!clause.inQuestion) return false;
  const words = clause.tokens.filter(isWord);
  let at = 0;
  while (OPENERS.has(words[at]?.normal ?? '')) at++;
  return (
    at > 0 &&
    words[at]?.normal === 'now' &&
    ['you', 'u'].includes(words[at + 1]?.normal ?? '') &&
    hasTag(words[at + 2], 'Verb')
  );
}

// Rule "choice-question": "Shared or personal?", "Red or blue one?": a question that offers two
// choices joined by "or" asks the reader to pick; it is answered, not rhetorical. Near misses:
// "Are you deaf or what?" and "Coming or not?" end on a push ("or what", "or not"), and a reproach
// word ("Seriously, left or right??") still loads it.
const PUSH_TAILS = new Set(['what', 'not', 'something', 'else']);
function offersChoice(clause: ClauseFacts): boolean {
  const or = clause.words.indexOf('or');
  const after = clause.words[or + 1];
  return (
    or > 0 &&
    after !== undefined &&
    !PUSH_TAILS.has(after) &&
    clause.reproach.length === 0 &&
    !/\?\s*[?!]/.test(clause.text) &&
    !clause.mentionsYou
  );
}

function asksWhatHappened(clause: ClauseFacts, first: string): boolean {
  return (
    INFO_WORDS.has(first) &&
    first !== 'why' &&
    clause.pastTense &&
    !clause.mentionsYou &&
    !/\?\s*[?!]/.test(clause.text)
  );
}

// Rule "points-back-asks": "Where is it?", "When will they arrive?": a pronoun points at what the
// message named before, so the question asks about that thing. Near misses: "What is going on?",
// "What now?" (nothing pointed at).
const PERSONAL_PRONOUNS = new Set([
  'i',
  'you',
  'we',
  'they',
  'he',
  'she',
  'me',
  'us',
  'them',
  'him',
  'her',
  'it',
]);

// "What is going on?", "What now?": a question about nothing and nobody in particular.
//
// Rule "anyone-there": "Anyone there?", "Anybody?", "Hello??" after a message: a nudge that asks
// nothing a reader can answer but "yes"; it only presses. Near miss: "Anyone free at 3?" (a verbless
// question that asks something: a time).
const NUDGES = new Set(['anyone', 'anybody', 'hello', 'helloo', 'hellooo']);
export function isExasperatedQuestion(clause: ClauseFacts): boolean {
  const first = clause.words.find((word) => !JOINING_WORDS.has(word)) ?? '';
  const nudge = clause.inQuestion && NUDGES.has(first) && clause.words.length <= 3 && !clause.hasFact;
  if (nudge && clause.words.every((word) => NUDGES.has(word) || word === 'there' || word === 'out'))
    return true;
  if (asksWhatHappened(clause, first)) return false;
  return (
    clause.inQuestion &&
    INFO_WORDS.has(first) &&
    !clause.hasContent &&
    !clause.hasFact &&
    !clause.words.some((word) => PERSONAL_PRONOUNS.has(word))
  );
}

// Rule "cant-you-just": "Can you not just do what I asked?", "Can't you just send it?", "Could you
// not just listen for once?": a polite question turned round by "not … just" is exasperation, not
// a request; what it names, if anything, is asked plainly elsewhere (plan/). Near misses: "Can you
// just send it?" (no "not": a casual ask) and "Can you not park there?" (no "just": a real ask).
const ASKING_MODALS = new Set(['can', 'could', 'will', 'would']);
export function asksInExasperation(clause: ClauseFacts): boolean {
  if (!clause.inQuestion) return false;
  const words = clause.words.filter((word) => !JOINING_WORDS.has(word));
  if (!ASKING_MODALS.has(words[0] ?? '')) return false;
  const head = words.slice(1, 4);
  return head.includes('not') && head.includes('you') && words.slice(2, 5).includes('just');
}
