import { extractFacts } from '../check/facts.ts';
import { lemmaOf } from '../parse/tokens.ts';
import { conditionAsk } from '../realise/condition-request.ts';
import { asksToStopFault, wrongsWriter } from '../understand/blame.ts';
import { blamedEvent } from '../understand/blamed-events.ts';
import { mocksSlowness } from '../understand/brush-offs.ts';
import { isCondition } from '../understand/conditional-threats.ts';
import { repeatsAsk } from '../understand/counted-reproach.ts';
import { COMMUNICATION_WORDS, SWEEPING_ADVERBS } from '../understand/cue-words.ts';
import { envyAsObservation } from '../understand/envy-as-observation.ts';
import { noviceBarVerb } from '../understand/even-a-child-could.ts';
import { lostPlace } from '../understand/lost-place.ts';
import type { ClauseModel, MessageModel, SentenceModel } from '../understand/message-model.ts';
import { mocksWithEnvy } from '../understand/mock-reason.ts';
import { countedTellingPrefaceLength, toldYouFrameLength } from '../understand/reproach-frames.ts';
import { asksInExasperation } from '../understand/rhetorical-questions.ts';
import { hangsOnAsk, type StatedConsequence, statedConsequence } from '../understand/stated-consequence.ts';
import { overdueThing } from '../understand/why-still-undone.ts';
import { givesReasonForKept } from './blame-as-reason.ts';
import type { ClauseAction, ClausePlan, SentencePlan } from './clause-action.ts';
import { isOtherContent, planFeeling } from './feeling-plan.ts';
import { missedActionVerb, missedDueDate } from './missed-due-date.ts';
import { withoutOrphans } from './orphans.ts';
import { perceivesOnly } from './perceived-not-asked.ts';
import {
  askedToVerb,
  continuationVerb,
  failedVerb,
  toldContentAt,
  whyNotVerb,
  yesNoVerb,
} from './reproached-asks.ts';
import { beforeYet, cantEvenVerb, stillUndoneVerb } from './still-undone.ts';
import { unsureAsk } from './unsure-asks.ts';

// plan: what happens to each clause. Kept clauses may still lose swearing and reproach words and
// have trigger words replaced (realise does those word edits); whole clauses go only for hostility.

// A fact the meaning guard would miss: a link, money, an id, a time, a name, a number in digits.
// Relative dates ("yesterday") and spelt-out counts ("THREE times") belong to the reproach.
// A shouted ordinary word ("You NEVER listen") reads as a name to the fact finder; it isn't one.
const isShoutedWord = (clause: ClauseModel, text: string) =>
  clause.tokens.some(
    (token) =>
      token.text === text &&
      !['Noun', 'ProperNoun', 'Acronym', 'Organization'].some((tag) => token.tags.has(tag)),
  );
const carriesHardFact = (clause: ClauseModel, namesAddressOnly = false) =>
  extractFacts(clause.text).some(
    (fact) =>
      fact.kind !== 'date' &&
      !(namesAddressOnly && fact.kind === 'name') &&
      !(fact.kind === 'number' && !/\d/.test(fact.text)) &&
      !(fact.kind === 'name' && isShoutedWord(clause, fact.text)) &&
      // Rule "habit-day-is-no-fact": "you always get sick on Mondays" names a habit, not a day to
      // keep; "on Monday" (one day) is kept.
      !(fact.kind === 'weekday' && /s$/iu.test(fact.text)),
  );

// Rule "name-at-the-edge-addresses": "…, Greg." and "Greg, …": a name cut off by a comma at the
// start or the end of a clause calls the reader, it tells no fact. Near miss: "Nobody replies to
// Sarah's emails" names someone inside what is said.
function addressesByName(clause: ClauseModel): boolean {
  const words = clause.tokens.filter((token) => /\p{L}/u.test(token.text));
  const first = words[0];
  const last = words.at(-1);
  const before = words.at(-2);
  const named = (token: (typeof words)[number] | undefined) =>
    token !== undefined && (token.tags.has('ProperNoun') || token.tags.has('Person'));
  return (named(first) && /,/.test(first?.post ?? '')) || (named(last) && /,/.test(before?.post ?? ''));
}

interface PlanContext {
  readonly convertCommands: boolean;
  readonly hasOtherAsks: boolean;
  // Something beyond the writer's feelings and hostility: a fact, an ask, news.
  readonly hasOtherContent: boolean;
  // The message's first content clause (rule "continues-unsaid", unsure-asks.ts).
  readonly firstClause: ClauseModel | undefined;
}

// Where a clause stands: its sentence, the plan of the clause before it, and the consequence it
// and the clause after it state (read once a clause, statedConsequences).
interface ClauseSetting {
  readonly sentence: SentenceModel;
  readonly previous: ClausePlan | undefined;
  readonly stated: StatedConsequence | null;
  readonly nextStated: StatedConsequence | null;
}

// A threat's stated consequence, read with the clause before it (understand/stated-consequence.ts).
const statedConsequences = (sentence: SentenceModel) =>
  sentence.clauses.map((clause, index) =>
    clause.hostility === 'threat' ? statedConsequence(clause, sentence.clauses[index - 1]) : null,
  );

function planClause(clause: ClauseModel, context: PlanContext, setting: ClauseSetting): ClauseAction {
  const { sentence, previous, stated } = setting;
  const { convertCommands } = context;
  const feeling = planFeeling(clause, context.hasOtherContent, sentence);
  if (feeling) return feeling;
  const envy = mocksWithEnvy(clause) && !context.hasOtherContent ? envyAsObservation(clause.tokens) : null;
  if (envy) return { kind: 'retold-envy', envy };
  const place = clause.hostility === 'threat' ? lostPlace(clause) : null;
  if (place) return { kind: 'lost-place', place };
  const afterCondition = previous !== undefined && isCondition(previous.clause);
  if (stated && hangsOnAsk(clause, afterCondition, previous?.clause))
    return {
      kind: 'state-consequence',
      consequence: stated,
      afterAsk: previous?.action.kind === 'condition-request',
      joined: afterCondition && previous?.action.kind === 'keep',
    };
  // "If it happens again, I'm filing a complaint": a condition that asks nothing stays before the
  // consequence it sets (stated-consequence.ts); one that does ("If you don't pay by Friday")
  // becomes the ask.
  if (clause.threatCondition && setting.nextStated !== null && conditionAsk(clause) === null)
    return { kind: 'keep' };
  if (clause.hostility === 'threat' && clause.consequence && /\bif you\b/i.test(clause.text))
    return { kind: 'condition-request' };
  if (clause.threatCondition) return { kind: 'condition-request' };
  // "I've already told you the meeting moved", "Not sure how many times I need to say this, but the
  // gate stays shut": the frame goes (realise), what was told stays.
  if (
    clause.hostility === 'blame' &&
    (toldYouFrameLength(clause.tokens) > 0 || countedTellingPrefaceLength(clause.tokens) > 0)
  )
    return { kind: 'keep' };
  if (givesReasonForKept(clause, previous)) return { kind: 'keep' };
  const reproached = clause.hostility === 'blame' || clause.hostility === 'rhetorical';
  const told = reproached ? toldContentAt(clause) : null;
  if (told) return { kind: 'told-content', ...told };
  const bar = clause.hostility === 'blame' ? noviceBarVerb(clause) : -1;
  if (bar >= 0) return { kind: 'why-request', verbAt: bar };
  const askedFor = reproached ? askedToVerb(clause) : null;
  if (askedFor) return { kind: 'why-request', ...askedFor };
  if (clause.hostility === 'blame' && repeatsAsk(clause)) return { kind: 'follow-up-on' };
  // Rule "missed-and-over": "You were supposed to pick up the kids at 3:15 and they sat outside for
  // an hour": what followed the miss is told in the past, so the time has gone and nothing is left
  // to ask; the miss is kept as told. Near miss: "You were supposed to send it yesterday" with
  // nothing told after it is still wanted, and asked again.
  const next = sentence.clauses[sentence.clauses.indexOf(clause) + 1];
  const over =
    next !== undefined && ['and', 'so'].includes(next.words[0] ?? '') && next.pastTense && !next.ask;
  const due = clause.hostility === 'blame' ? missedDueDate(clause) : null;
  if (clause.hostility === 'blame' && over && (due || missedActionVerb(clause) >= 0)) return { kind: 'keep' };
  if (due) return { kind: 'restate-due', due, askAgain: !context.hasOtherAsks && context.convertCommands };
  // "You were supposed to call me": with no other ask, what was missed is what is wanted.
  const missed = clause.hostility === 'blame' && !context.hasOtherAsks ? missedActionVerb(clause) : -1;
  if (missed >= 0) return { kind: 'why-request', verbAt: missed };
  const stillUndone = clause.hostility === 'blame' && !context.hasOtherAsks ? stillUndoneVerb(clause) : -1;
  const undone =
    stillUndone < 0 && clause.hostility === 'blame' && !context.hasOtherAsks
      ? cantEvenVerb(clause)
      : stillUndone;
  if (undone >= 0) {
    const until = beforeYet(clause, undone);
    return until === undefined
      ? { kind: 'why-request', verbAt: undone }
      : { kind: 'why-request', verbAt: undone, until };
  }
  const overdue = clause.hostility === 'rhetorical' ? overdueThing(clause) : null;
  if (overdue) return { kind: 'status-question', thing: overdue };
  if (clause.hostility === 'rhetorical' || clause.hostility === 'blame') {
    const verbAt = whyNotVerb(clause);
    if (verbAt >= 0) return { kind: 'why-request', verbAt };
    // "Can't you just send it to me?": with nothing else asked, what it names is the ask.
    const justAt = asksInExasperation(clause)
      ? clause.tokens.findIndex((token) => token.normal === 'just')
      : -1;
    if (justAt > 0 && !context.hasOtherAsks && clause.hasContent)
      return { kind: 'why-request', verbAt: justAt + 1 };
    const yesNoAt = yesNoVerb(clause);
    const failed = yesNoAt >= 0 ? failedVerb(clause, yesNoAt) : null;
    if (failed?.askAt === null || (yesNoAt >= 0 && perceivesOnly(clause, yesNoAt))) return { kind: 'keep' };
    const yesNo = context.hasOtherAsks ? -1 : (failed?.askAt ?? yesNoAt);
    if (yesNo >= 0 && clause.hasContent) {
      // Rule "mock-alternative-goes": "Are you even reading my messages or just reacting with a
      // thumbs up?": the "or just …" offers the reader's fault as the other answer; the ask ends
      // before it. Near miss: "Did you book the train or the coach?" (no "just": a real choice).
      const orAt = clause.tokens.findIndex(
        (token, index) =>
          index > yesNo && token.normal === 'or' && clause.tokens[index + 1]?.normal === 'just',
      );
      return orAt > 0
        ? { kind: 'why-request', verbAt: yesNo, until: orAt }
        : { kind: 'why-request', verbAt: yesNo };
    }
    // An accusation that carries a fact keeps the fact; realise takes the reproach words out.
  }
  // "You left the oven on AGAIN" with nothing else to act on: only "again" blames, and what
  // happened is the news. It stays without its reproach words (realise). "You never check the
  // calendar" is a habit, not news.
  const neutralWords = [...clause.scores.values()].every((score) => score === 0);
  if (
    clause.hostility === 'blame' &&
    neutralWords &&
    clause.reproach.length > 0 &&
    clause.hasContent &&
    clause.pastTense &&
    // Rule "past-never-is-one-event": "You never replied to my email about the lease" says one
    // thing did not happen (past tense), not a habit; with no thing to tell as an observation it
    // stays, or the email and the lease are lost. "You never check the calendar" is a habit.
    !clause.words.some(
      (word) => SWEEPING_ADVERBS.has(word) && !(word === 'never' && clause.pastTense && !blamedEvent(clause)),
    ) &&
    !context.hasOtherAsks
  )
    return { kind: 'keep' };
  // Blame that names what happened keeps the event as an observation; the writer's own loss ("you
  // forgot my birthday") is told as it was, without its reproach words.
  // Rule "sarcasm-keeps-its-event": "Oh great, you 'forgot' the client call again." mocks what
  // happened; the mock goes and the event stays, as blame's does ("The client call was missed.").
  // Near miss: "Great job, as usual." names no event, and goes whole.
  // (Only after a mock opener: "You took your sweet time" mocks with the event's own words.)
  const mockedEvent = clause.hostility === 'sarcasm' && clause.words[0] !== 'you';
  const event = clause.hostility === 'blame' || mockedEvent ? blamedEvent(clause) : null;
  if (event) return event.writersOwn ? { kind: 'keep' } : { kind: 'observe', event };
  // Every fact is kept: a hostile clause that carries a number, a name or a link stays, and
  // realise takes its reproach words and swearing out.
  if (
    clause.hostility !== null &&
    clause.hostility !== 'insult' &&
    clause.hostility !== 'threat' &&
    // "It only took you 3 weeks": how long the reader took is the mock itself (brush-offs.ts); a
    // date in it may still be news, and it stays.
    !(mocksSlowness(clause) && clause.timeLimit === null) &&
    // "Must be nice to leave at 3 every day while …": the reader's own hours are what the envy
    // mocks (mock-reason.ts); they are no news to the reader.
    !mocksWithEnvy(clause) &&
    // "Go to hell, Dave": a name in an abusive order only addresses the reader, and so does a
    // name set off by a comma at either end ("Nobody asked for your opinion, Greg").
    carriesHardFact(clause, clause.hostility === 'abuse' || addressesByName(clause))
  )
    return { kind: 'keep' };
  if (clause.hostility !== null) {
    // An ask wrapped in a reproach keeps the ask ("Don't be late again" -> "Please don't be late"),
    // but "stop ignoring my messages" only stays when nothing else in the message asks.
    // "Stop making excuses" asks for nothing to do; "stop ignoring my messages" at least asks for
    // a reply.
    const keepsAsk = asksToStopFault(clause)
      ? !context.hasOtherAsks && wrongsWriter(clause)
      : clause.ask?.kind === 'command' && ['blame', 'sarcasm'].includes(clause.hostility);
    if (!keepsAsk) return { kind: 'drop', reason: clause.hostility };
  }
  // "If you have any questions, just ask": an order that hangs on the reader's own "if" offers.
  const offered = previous !== undefined && isCondition(previous.clause) && !previous.clause.threatCondition;
  if (offered && clause.ask?.kind === 'command' && !clause.ask.framed) return { kind: 'keep' };
  // Rule "one-please-for-both": "Please fix and resend by Wednesday" asks twice under one "please";
  // the second verb is asked as kindly as the first, and splitting it into "Please fix. Could you
  // resend …?" breaks one ask in two. A bare order after a statement (near miss) still converts.
  const sharesRequest =
    previous?.action.kind === 'keep' &&
    previous.clause.ask?.kind === 'request' &&
    !previous.clause.inQuestion &&
    JOINING_AND.has(clause.words[0] ?? '');
  if (sharesRequest && clause.ask?.kind === 'command' && !clause.ask.framed) return { kind: 'keep' };
  const droppedFrame = previous?.action.kind === 'drop' && previous.clause.politeQuestion;
  const continued = clause.inQuestion && droppedFrame ? continuationVerb(clause) : -1;
  if (continued >= 0) return { kind: 'request', verbAt: continued, negative: false };
  const unsure = clause.ask?.kind === 'command' ? unsureAsk(clause, clause === context.firstClause) : null;
  // A curse ("screw them") asks for nothing and says nothing once its verb goes.
  if (unsure === 'cursing-verb') return { kind: 'drop', reason: 'abuse' };
  if (
    clause.ask?.kind === 'command' &&
    (convertCommands || clause.ask.framed) &&
    !isStatusNote(clause) &&
    // Not a real ask (unsure-asks.ts): the writer's clause stays, its words cleaned by realise.
    unsure === null
  )
    return {
      kind: 'request',
      verbAt: clause.ask.verbAt,
      negative: clause.ask.negative,
      need: clause.ask.need,
    };
  return { kind: 'keep' };
}

const JOINING_AND = new Set(['and', 'then']);

// "Back Tuesday 9am.", "Off from Thursday.": a note of where the writer will be, read as an order
// to "back" or "off" only by a tagger. "Back up the database" is an order (the particle follows).
const STATUS_WORDS = new Set(['back', 'off', 'out', 'away', 'home', 'offline', 'online']);
function isStatusNote(clause: ClauseModel): boolean {
  const verb = clause.tokens[clause.ask?.verbAt ?? -1];
  const next = clause.tokens[(clause.ask?.verbAt ?? -1) + 1]?.normal ?? '';
  return (
    verb !== undefined && STATUS_WORDS.has(verb.normal) && !['up', 'down', 'it', 'them', 'the'].includes(next)
  );
}

const ANSWER_VERBS = new Set([...COMMUNICATION_WORDS, 'answer', 'reply', 'respond', 'confirm', 'clarify']);

// "Just answer the question: are you coming?": an order to answer, right before the question it
// means, only repeats it with impatience.
function ordersAnswerTo(clause: ClauseModel, next: ClauseModel | undefined): boolean {
  if (clause.ask?.kind !== 'command' || clause.ask.negative || !next?.inQuestion) return false;
  const verb = clause.tokens[clause.ask.verbAt];
  const endsWithColon = /:\s*$/.test(clause.tokens.at(-1)?.post ?? '');
  return endsWithColon && verb !== undefined && ANSWER_VERBS.has(lemmaOf(verb));
}

// `wordsOnly`: every clause stays, with only its words edited (the lightest edit there is).
export function planEdits(model: MessageModel, convertCommands: boolean, wordsOnly = false): SentencePlan[] {
  const content = model.sentences.filter((sentence) => sentence.role === 'content');
  const context = {
    convertCommands,
    hasOtherAsks: model.asks.length > 0,
    hasOtherContent: content.some((sentence) => sentence.clauses.some(isOtherContent)),
    firstClause: content[0]?.clauses[0],
  };
  return model.sentences.map((sentence) => {
    // Read only where clauses are planned: a greeting or the lightest edit keeps every clause.
    const stated = sentence.role === 'content' && !wordsOnly ? statedConsequences(sentence) : [];
    const clauses: ClausePlan[] = [];
    sentence.clauses.forEach((clause, index) => {
      const content = sentence.role === 'content';
      // An order that is only abuse ("go to hell") goes even from the lightest edit: its words
      // alone are the hostility, so no word swap could make it sendable.
      const action: ClauseAction =
        content && clause.hostility === 'abuse' && wordsOnly
          ? { kind: 'drop', reason: 'abuse' }
          : !content || wordsOnly
            ? { kind: 'keep' }
            : ordersAnswerTo(clause, sentence.clauses[index + 1])
              ? { kind: 'drop', reason: 'emphatic' }
              : planClause(clause, context, {
                  sentence,
                  previous: clauses.at(-1),
                  stated: stated[index] ?? null,
                  nextStated: stated[index + 1] ?? null,
                });
      clauses.push({ clause, action });
    });
    return { sentence, clauses: withoutOrphans(clauses) };
  });
}
