import { toxicityOf } from '../detox/toxic-words.ts';
import { hasTag, isWord, lemmaOf } from '../parse/tokens.ts';
import { accusesConduct } from './accused-conduct.ts';
import { isBrushOff } from './brush-offs.ts';
import { type ClauseFacts, scoreOfWord } from './clause-facts.ts';
import { isComplement, JOINING_WORDS } from './clause-shapes.ts';
import { checkedKnowledge } from './condescending-check.ts';
import { repeatsAsk } from './counted-reproach.ts';
import {
  CONDITION_STARTS,
  CONSEQUENCE_STARTS,
  ESCALATION_VERBS,
  IRONY_MARKERS,
  SWEEPING_ADVERBS,
} from './cue-words.ts';
import { isEmphaticFragment } from './emphatic-fragment.ts';
import { escalatesToAuthority, harmOf } from './escalation-threats.ts';
import { comparesToAChild, comparesToAnother, noviceBarVerb } from './even-a-child-could.ts';
import { expectedBetter } from './expected-better.ts';
import { praisesWithEyeRoll } from './eye-roll.ts';
import { isGrudgingPraise } from './grudging-praise.ts';
import { isHostileOrder } from './hostile-orders.ts';
import { minimisesIronically } from './ironic-minimiser.ts';
import { judgesReader } from './judges-reader.ts';
import { mocksWithEnvy, mocksWithReason } from './mock-reason.ts';
import { PERSON_NOUNS } from './person-nouns.ts';
import { exclaimsLabel, imaginesPutDown, labelIsThePredicate, lumpsReaderIn } from './put-down-labels.ts';
import { putDownVerdict } from './put-down-verdict.ts';
import { praisesInQuotes } from './quoted-praise.ts';
import { dismissesReply } from './reply-dismissals.ts';
import { reproachFrameLength } from './reproach-frames.ts';
import { resentsDuty } from './resented-duty.ts';
import { asksInExasperation, isRhetorical, tooLateNow } from './rhetorical-questions.ts';
import { insultsSelf } from './self-insult.ts';
import { superlativeVerdict } from './superlative-verdict.ts';
import { callsReaderSlow } from './try-to-keep-up.ts';
import { raisedTooHigh } from './veiled-jabs.ts';
import { vents } from './venting.ts';
import { overdueThing } from './why-still-undone.ts';

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

const FUTURE = new Set(['will', "'ll", 'going', 'gonna', 'shall']);

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
// Rule "better-have-a-reason": "You better have a good reason for missing it", "You'd better have
// an explanation": the reader is warned to own a defence, which asks for nothing they can do and
// promises a reckoning. Near misses: "You better have the report ready by 9" (a thing made ready:
// an ask) and "You'd better bring a coat" (a real ask).
function demandsDefence(clause: ClauseFacts): boolean {
  const words = clause.words;
  const at = words.indexOf('better');
  if (at < 1 || words[at + 1] !== 'have' || !['a', 'an'].includes(words[at + 2] ?? '')) return false;
  // "a good reason", "an explanation": only what justifies, with nothing made ready after it.
  return !clause.tokens.some(
    (token) => hasTag(token, 'Adjective') && ['ready', 'done', 'finished'].includes(token.normal),
  );
}

function threatens(clause: ClauseFacts): boolean {
  if (makesWriterAct(clause) || escalatesToAuthority(clause) || demandsDefence(clause)) return true;
  if (!clause.firstPersonSubject) return false;
  const escalates = clause.tokens.some((token) => ESCALATION_VERBS.has(lemmaOf(token)));
  const consequence = CONSEQUENCE_STARTS.has(clause.words[0] ?? '');
  if (!isFuture(clause) && !(consequence && escalates)) return false;
  // "No, I won't lend you my car" refuses; it doesn't threaten.
  if (clause.negated && !escalates) return false;
  return (clause.mentionsYou || escalates) && (clause.reproach.length > 0 || harmOf(clause) < 0 || escalates);
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
  const verdict = clause.tokens.some(
    (token, index) =>
      (clause.scores.get(index) ?? 0) <= -2 &&
      (isComplement(clause, index) || hasTag(token, 'Verb')) &&
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

function blames(clause: ClauseFacts): boolean {
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

// Rule "late-praise": "Thanks for finally replying", "Great work on the deck, finally": thanks or
// praise for a thing done, with only "finally" to say it came late. The thanks is real and the
// reader would rather get it without the dig, so "finally" goes (a removable reproach) and the
// thanks stays; it is no sarcasm to drop whole. Near misses: "Great job, as usual" and "Thanks
// for nothing" (other irony markers), "Nice of you to finally show up" (a brush-off, read
// first), "Thanks for finally messing it up" (a bad word: the praise is ironic), "Finally got it
// working, great work!" (first in its clause: relief).
const LATE_ONLY = ['finally'];
const onlyLateMarker = (clause: ClauseFacts) =>
  hasPhrase(clause, LATE_ONLY) &&
  !hasPhrase(
    clause,
    IRONY_MARKERS.filter((marker) => !LATE_ONLY.includes(marker)),
  ) &&
  ![...clause.scores.values()].some((score) => score < 0);
// "Finally got the build working!": opening the clause, it is relief or "lastly", no dig.
const opensWithRelief = (clause: ClauseFacts) => onlyLateMarker(clause) && clause.words[0] === 'finally';

export function praisesLateWork(clause: ClauseFacts): boolean {
  if (!onlyLateMarker(clause) || clause.words[0] === 'finally') return false;
  return clause.tokens.some(
    (token) => (hasTag(token, 'Noun') && !hasTag(token, 'Pronoun')) || hasTag(token, 'Gerund'),
  );
}

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
  if (hasPhrase(clause, IRONY_MARKERS)) return !praisesLateWork(clause) && !opensWithRelief(clause);
  // "Great, another meeting that could have been an email."
  // (Near miss: "Great, another win for the team!" praises good news.)
  const restPraises = [...clause.scores].some(([at, score]) => at > 0 && score > 0);
  if ((clause.scores.get(0) ?? 0) > 0 && clause.words[1] === 'another' && !restPraises) return true;
  return reproach && sour && (clause.mentionsYou || clause.pastTense || !clause.hasFact);
}

// Rule "only-a-fool-would": "Only an idiot would park like that", "Only a moron could lose the
// keys twice": a put-down of whoever did it (the reader), with the insult as the subject of
// "would"/"could". Swapping the insult for "person" leaves "Only a person would park like that",
// which says nothing; the clause is an insult and goes. Near misses: "Only a plumber would know
// that" (no insult), "Only an adult can sign the form" (a rule, no insult).
const PUT_DOWN_MODALS = new Set(['would', 'could', 'can', 'will']);
export function putsDownWhoeverDid(raw: ClauseFacts): boolean {
  const words = raw.tokens.filter(isWord);
  if (words[0]?.normal !== 'only' || !['a', 'an', 'some'].includes(words[1]?.normal ?? '')) return false;
  // "Only a complete moron would …": words that only stress the noun may stand before it.
  const modalAt = words.findIndex((word, index) => index > 2 && PUT_DOWN_MODALS.has(word.normal));
  if (modalAt < 0 || modalAt > 5) return false;
  const stress = words.slice(2, modalAt - 1);
  // (the tagger reads "total" in "a total fool" as a noun: any word but a verb may stress)
  if (stress.some((word) => hasTag(word, 'Verb') && !hasTag(word, 'MaybeVerb'))) return false;
  const noun = words[modalAt - 1];
  if (!noun) return false;
  const at = raw.tokens.indexOf(noun);
  return (raw.scores.get(at) ?? 0) <= -2 || toxicityOf(noun.normal, raw.scores.get(at) ?? 0) !== null;
}

// `clause` is read without its swear words, so "this stupid form" is a form, not venting;
// `raw` keeps them, so swearing at the reader is still an insult.
export function hostilityOf(clause: ClauseFacts, raw: ClauseFacts = clause): Hostility | null {
  if (
    judgesReader(raw) ||
    putsDownWhoeverDid(raw) ||
    exclaimsLabel(raw.tokens) ||
    labelIsThePredicate(raw.tokens) ||
    comparesToAChild(raw) ||
    comparesToAnother(raw) ||
    imaginesPutDown(raw.tokens) ||
    (!raw.inQuestion && lumpsReaderIn(raw.tokens))
  )
    return 'insult';
  const verdict = raw.inQuestion ? null : superlativeVerdict(raw);
  if (verdict === 'on-reader') return 'insult';
  if (isBrushOff(clause)) return 'sarcasm';
  // "die a painful death", "go away": the order itself is the attack (hostile-orders.ts).
  if (isHostileOrder(clause, raw)) return 'abuse';
  // "Spare me the excuses", "I don't want to hear your excuses" (reply-dismissals.ts).
  if (dismissesReply(clause)) return clause.imperativeAt >= 0 ? 'abuse' : 'venting';
  if (threatens(clause)) return 'threat';
  if (
    isRhetorical(clause) ||
    tooLateNow(clause) ||
    asksInExasperation(clause) ||
    overdueThing(clause) ||
    checkedKnowledge(clause)
  )
    return 'rhetorical';
  if (blames(clause) || noviceBarVerb(raw) >= 0) return 'blame';
  if (
    isSarcastic(clause) ||
    praisesWithEyeRoll(raw) ||
    raisedTooHigh(clause) ||
    isGrudgingPraise(raw.tokens) ||
    mocksWithReason(clause) ||
    mocksWithEnvy(clause) ||
    minimisesIronically(clause) ||
    praisesInQuotes(raw)
  )
    return 'sarcasm';
  if (
    vents(clause) ||
    insultsSelf(raw) ||
    verdict === 'on-thing' ||
    putDownVerdict(raw) ||
    expectedBetter(clause) ||
    callsReaderSlow(clause) ||
    resentsDuty(clause)
  )
    return 'venting';
  if (isEmphaticFragment(clause)) return 'emphatic';
  return null;
}
