import { toxicityOf } from '../detox/toxic-words.ts';
import { hasTag, isWord, lemmaOf } from '../parse/tokens.ts';
import { blames, CERTAINTY_WORDS } from './blame.ts';
import { isBrushOff } from './brush-offs.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { checkedKnowledge } from './condescending-check.ts';
import { CONSEQUENCE_STARTS, ESCALATION_VERBS, IRONY_MARKERS } from './cue-words.ts';
import { isEmphaticFragment } from './emphatic-fragment.ts';
import { escalatesToAuthority, harmOf } from './escalation-threats.ts';
import { comparesToAChild, comparesToAnother, noviceBarVerb } from './even-a-child-could.ts';
import { expectedBetter } from './expected-better.ts';
import { praisesWithEyeRoll } from './eye-roll.ts';
import { isGrudgingPraise } from './grudging-praise.ts';
import { promisesHarm } from './harm-promised.ts';
import { isHostileOrder } from './hostile-orders.ts';
import { minimisesIronically } from './ironic-minimiser.ts';
import { judgesReader } from './judges-reader.ts';
import { likensDealingWithReader, likensReadersWork } from './likeness-verdict.ts';
import { mocksWithEnvy, mocksWithReason } from './mock-reason.ts';
import { exclaimsLabel, imaginesPutDown, labelIsThePredicate, lumpsReaderIn } from './put-down-labels.ts';
import { putDownVerdict } from './put-down-verdict.ts';
import { asksWhichPartOfQuote } from './quoted-plain-words.ts';
import { praisesInQuotes } from './quoted-praise.ts';
import { dismissesReply } from './reply-dismissals.ts';
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
    likensReadersWork(raw) ||
    likensDealingWithReader(raw) ||
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
  // (Read with its swear words in: "hell" is the harm.)
  if (threatens(clause) || promisesHarm(raw)) return 'threat';
  if (
    isRhetorical(clause) ||
    asksWhichPartOfQuote(clause) ||
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
