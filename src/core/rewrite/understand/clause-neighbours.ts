import { hasTag, type Token } from '../parse/tokens.ts';
import { namesAddressee } from './addressee-clause.ts';
import { isCondition, isVagueThreat } from './conditional-threats.ts';
import { countsDownTo, daresReader, provokesWriter } from './dare-warnings.ts';
import { escalatesToAuthority } from './escalation-threats.ts';
import type { Hostility } from './hostility.ts';
import type { ClauseModel } from './message-model.ts';
import { isSwearWord } from './profanity.ts';
import { sanctionsReader } from './sanction-threats.ts';
import { isThanks } from './sentence-kinds.ts';
import { rebuffs } from './venting.ts';

// Clauses read beside the clauses around them in their sentence (message-model.ts reads each one
// alone first): a threat after its condition, praise before blame, a dare and what it dares, a
// verb joined to a statement.

// "If you haven't read the brief": a condition on what the reader failed to do.
export const CONDITION_ON_READER =
  /\bif you (?:have not|haven't|do not|don't|did not|didn't|can't|cannot|can not|won't|will not)\b/i;

// "If you haven't read the brief, don't bother coming": shutting the reader out.
const shutsOut = (condition: ClauseModel, outcome: ClauseModel) =>
  CONDITION_ON_READER.test(condition.text) &&
  outcome.ask?.negative === true &&
  // "… don't expect to play on Saturday": a sanction as plain as "don't bother coming".
  (outcome.words.includes('bother') || outcome.words.includes('expect') || outcome.sentiment < 0);

const threatensAfter = (condition: ClauseModel | undefined, outcome: ClauseModel | undefined) =>
  condition !== undefined &&
  outcome !== undefined &&
  isCondition(condition) &&
  (isVagueThreat(outcome) ||
    shutsOut(condition, outcome) ||
    escalatesToAuthority(outcome) ||
    sanctionsReader(outcome, condition));

// Rule "joined-verb-follows-its-clause": "… to get off my sofa and put something on", "all she
// has to do is smile and keep her cool", "the neurons collide and short the system": a verb after
// "and"/"or" continues the clause it is joined to, so it orders only when that clause orders too
// ("Send me the file and call me"). When the parse is unsure, the writer's clause stays a statement,
// and what read as a hostile order is no order at all.
const JOINING = new Set(['and', 'or']);
// Near misses: "I did my part and go die in a ditch", "… and fuck yourself": sent at the reader, or
// as strong as "die" (AFINN -3 or lower), the abuse stays whatever it is joined to.
const SENDING_VERBS = new Set(['go', 'come', 'run', 'get']);
const mildOrder = (clause: ClauseModel) =>
  clause.hostility === 'abuse' &&
  !clause.mentionsYou &&
  !clause.youSubject &&
  !SENDING_VERBS.has(clause.words.find((word) => !JOINING.has(word)) ?? '') &&
  // Swearing goes anyway ("scream aww shit"); what is left must not harm.
  [...clause.scores].every(([at, score]) => score > -3 || isSwearWord(clause.tokens[at] as Token));

// "they never do anything but hurt people", "I can't do a thing but wait": after "anything" or
// "nothing", "but" means "except", and the verb after it says what is done instead.
const EXCEPTED = new Set(['anything', 'nothing', 'thing', 'everything']);
function continuesStatement(previous: ClauseModel | undefined, clause: ClauseModel): boolean {
  if (!previous || clause.ask?.kind !== 'command' || clause.ask.framed) return false;
  const except = clause.words[0] === 'but' && EXCEPTED.has(previous.words.at(-1) ?? '');
  return (
    (JOINING.has(clause.words[0] ?? '') || except) && previous.ask === null && previous.hostility !== 'abuse'
  );
}

// Rule "or-offers-alternative": "or" starts a consequence ("Renew it today or the site goes down")
// only after an order. After a statement or in a question it offers another possibility: "or
// should I just ruin her life now", "you failed to help or do anything about it", "or are you
// making it up?" stay as typed, never "Otherwise, …". Near miss: "Pay the rent, or I'll call
// the landlord" still warns of a consequence.
function offersAlternative(previous: ClauseModel | undefined, clause: ClauseModel): boolean {
  if (!clause.consequence || clause.words[0] !== 'or') return false;
  return clause.inQuestion || previous?.ask === null || previous?.ask === undefined;
}

// Rule "mock-praise-opener": "Cool, so you ignored my text", "Lovely, you broke the lock": one or
// two words of praise (AFINN > 0) closed off by a comma, before a clause that blames or insults the
// reader in the same sentence, praise nothing: they mock, and go as sarcasm while the event stays.
// Near misses: "Great, you fixed the printer" (nothing blamed), "Thanks, you left your scarf here"
// (thanks are no verdict).
const MOCKED = new Set<Hostility | null>(['blame', 'insult', 'sarcasm']);
function mocksWithPraise(clause: ClauseModel, next: ClauseModel | undefined): boolean {
  const words = clause.tokens.filter((token) => /\p{L}/u.test(token.text));
  if (words.length === 0 || words.length > 2 || !/,\s*$/.test(clause.tokens.at(-1)?.post ?? '')) return false;
  if (isThanks(clause.tokens) || clause.hasFact) return false;
  const praise = [...clause.scores.values()].some((score) => score > 0);
  const onlyPraise = [...clause.scores.values()].every((score) => score > 0);
  return praise && onlyPraise && (MOCKED.has(next?.hostility ?? null) || badNews(next));
}

// Rule "praise-before-a-mishap": "Great, the printer's jammed again", "Perfect, the train is
// cancelled": praise before news that is bad ("again", or a word AFINN scores below zero) is a
// groan; the praise goes and the news stays. Near misses: "Great, the train is on time" and
// "Lovely, see you at 5" (nothing bad follows).
// Rule "another-is-again": "Lovely, another meeting that ran 90 minutes", "Great, another
// meeting that could have been an email": news that opens with "another" counts a repeat as
// "again" does. Near misses: "Great, another win for the team!" (good news), and a question.
const badNews = (next: ClauseModel | undefined) =>
  next !== undefined &&
  next.ask === null &&
  !next.inQuestion &&
  (next.reproach.length > 0 || next.sentiment < 0 || (next.words[0] === 'another' && next.sentiment <= 0));

// Rule "shut-up-and-listen": "Shut up and listen", "Shut it and pay attention": after an abusive
// order, a bare call for attention joined to it is part of the same put-down, with nothing to ask.
// Near miss: "Shut the door and listen to the voicemail from Sam" (no abuse before; a thing named).
const ATTENTION = new Set(['listen', 'look', 'watch', 'focus', 'concentrate', 'attention', 'pay']);
const attendsAfterAbuse = (previous: ClauseModel | undefined, clause: ClauseModel) =>
  previous?.hostility === 'abuse' &&
  clause.words[0] === 'and' &&
  clause.words.length <= 4 &&
  clause.words
    .slice(1)
    .every((word) => ATTENTION.has(word) || word === 'up' || word === 'to' || word === 'me');

// Rule "grudging-tail": "Thanks for the deck, I guess.", "Good job, I suppose": a shrug after thanks
// or praise takes the thanks back; the shrug goes and the thanks stays. Near miss: "I guess we could
// meet at 3" (the guess says something).
const SHRUGS = ['i guess', 'i suppose', 'i guess so'];
const grudgesThanks = (previous: ClauseModel | undefined, clause: ClauseModel) =>
  previous !== undefined &&
  SHRUGS.includes(clause.words.join(' ')) &&
  (isThanks(previous.tokens) || [...previous.scores.values()].some((score) => score > 0));

// Rule "resigned-or-tail": "Will you pay me back the $80, or should I just forget about it?",
// "… or do I have to do it myself?": after a question to the reader, an "or" that offers the
// writer giving up (a "just", or doing it alone, said with a sour word) is no choice; it pushes
// the reader, and goes as emphatic. Near miss: "Will you drive, or should I book a taxi?" offers
// a real choice and stays.
function resignsAfterQuestion(previous: ClauseModel | undefined, clause: ClauseModel): boolean {
  if (!clause.inQuestion || clause.words[0] !== 'or' || !previous?.mentionsYou) return false;
  if (!clause.firstPersonSubject && !clause.words.includes('i')) return false;
  const givesUp = clause.words.includes('just') || clause.words.includes('myself');
  return givesUp && (clause.sentiment < 0 || clause.words.includes('myself')) && !clause.hasFact;
}

// Clauses read beside their neighbours. A vague threat after its condition: the threat goes, the
// condition becomes the ask. "I'm not your manager, but I'd suggest …" is modest, not a rebuff.
// Rule "counterfactual-reproach": "If you cared at all you'd have called", "If you'd listened, you
// would know": a past condition on the reader and a "would have" about them says they did not,
// and why: an accusation, both halves. Near misses: "If you need anything, I'd be glad to help"
// (a present condition: an offer) and "If it had rained, we'd have stayed in" (not the reader).
const PAST_CONDITION = /^if (?:you|u) (?:had |'d )?\w+(?:ed|t|d)?\b/;
const WOULD_HAVE = /\b(?:you|u) (?:would|'d|d) (?:have|of|'ve)\b|\b(?:you|u)'d(?: have)?\b/;
function reproachesCounterfactually(
  condition: ClauseModel | undefined,
  outcome: ClauseModel | undefined,
): boolean {
  if (!condition || !outcome) return false;
  const text = condition.words.join(' ');
  if (!PAST_CONDITION.test(text) || !(condition.pastTense || condition.words.includes('had'))) return false;
  return WOULD_HAVE.test(outcome.words.join(' ')) || WOULD_HAVE.test(outcome.text.toLowerCase());
}

// Rule "either-or-dont": "Either give me real feedback or don't comment at all", "Either help or
// stay out of it": the "or" half only takes the choice away; it goes as an emphatic aside, and the
// "either" half is the ask. Near misses: "Either Tuesday or Wednesday works" (no order) and "Either
// call me or email Sam" (a real second way to do it: no "don't", no "at all").
const refusesOtherWay = (either: ClauseModel | undefined, clause: ClauseModel) =>
  either?.words[0] === 'either' &&
  clause.words[0] === 'or' &&
  (clause.negated || clause.words.join(' ').endsWith('at all') || clause.words.includes('out'));
const ordersAfterEither = (clause: ClauseModel, next: ClauseModel | undefined) =>
  clause.words[0] === 'either' &&
  next !== undefined &&
  refusesOtherWay(clause, next) &&
  clause.ask === null &&
  hasTag(clause.tokens[1], 'Verb');

export function readBesideNeighbours(clauses: ClauseModel[]): ClauseModel[] {
  return clauses.map((clause, index) => {
    if (refusesOtherWay(clauses[index - 1], clause)) return { ...clause, ask: null, hostility: 'emphatic' };
    if (ordersAfterEither(clause, clauses[index + 1]))
      return { ...clause, ask: { kind: 'command', verbAt: 1, negative: false, framed: false } };
    if (
      reproachesCounterfactually(clause, clauses[index + 1]) ||
      reproachesCounterfactually(clauses[index - 1], clause)
    )
      return { ...clause, ask: null, hostility: 'blame' };
    if (mocksWithPraise(clause, clauses[index + 1]) || grudgesThanks(clauses[index - 1], clause))
      return { ...clause, ask: null, hostility: 'sarcasm' };
    if (attendsAfterAbuse(clauses[index - 1], clause)) return { ...clause, ask: null, hostility: 'abuse' };
    if (resignsAfterQuestion(clauses[index - 1], clause))
      return { ...clause, ask: null, hostility: 'emphatic' };
    // "Don't test me.": a dare, not a request (dare-warnings.ts).
    if (provokesWriter(clause)) return { ...clause, ask: null, hostility: 'threat' };
    // "Do that again and you'll regret it": a "don't", and a threat (dare-warnings.ts).
    if (clause.ask && daresReader(clause, clauses[index + 1]))
      return { ...clause, ask: { ...clause.ask, negative: true } };
    if (daresReader(clauses[index - 1], clause)) return { ...clause, hostility: 'threat' };
    if (countsDownTo(clause, clauses[index + 1])) return { ...clause, hostility: 'threat' };
    // "Whoever took my charger: bring it back" keeps its order as joined (addressee-clause.ts).
    if (clauses[index - 1] && namesAddressee(clauses[index - 1] as ClauseModel, clause))
      return { ...clause, ask: null };
    if (threatensAfter(clause, clauses[index + 1])) return { ...clause, threatCondition: true };
    // "… or I'll keep your deposit": a sanction as the consequence (sanction-threats.ts).
    if (
      clause.hostility === null &&
      clause.consequence &&
      !offersAlternative(clauses[index - 1], clause) &&
      sanctionsReader(clause, clauses[index - 1])
    )
      return { ...clause, hostility: 'threat' };
    if (threatensAfter(clauses[index - 1], clause)) return { ...clause, hostility: 'threat' };
    if (rebuffs(clause) && clauses[index + 1]?.words[0] === 'but') return { ...clause, hostility: null };
    // No order, so no hostile order either: "… and scream aww shit", "… and pass crazy tax laws"
    // tell what someone did (its swearing still goes).
    if (continuesStatement(clauses[index - 1], clause))
      return { ...clause, ask: null, hostility: mildOrder(clause) ? null : clause.hostility };
    if (offersAlternative(clauses[index - 1], clause)) return { ...clause, consequence: false };
    return clause;
  });
}
