import { SHAPE_EXPLANATIONS as TEXT } from '../../../catalog/rewrite-explanations.ts';
import type { Tone } from '../../../schemas.ts';
import { hasTag, joinTokens, type Token } from '../../parse/tokens.ts';
import type { MessageModel } from '../../understand/message-model.ts';
import { findTimeReferences } from '../../understand/time-references.ts';
import {
  complaintLines,
  complaintOf,
  judgedLines,
  judgementOf,
  slipLines,
  slipOf,
  stateLines,
  stateOf,
  toTheirFace,
} from './realtime-frames.ts';
import {
  afterLine,
  askedTaskLines,
  askedTaskOf,
  askedWhyLines,
  askedWhyOf,
  claimedThing,
  explainedThing,
  explainLines,
  floorLines,
  habitClaimOf,
  habitLines,
  publicSetting,
  talkedOver,
  talkedOverTopic,
  upsetStateLines,
} from './realtime-situations.ts';
import { lettersOf, type ShapeInput, type ShapeOutcome, withoutEnd } from './types.ts';
import { whatToSay } from './what-to-say.ts';

// realtime-phrases: 3 to 5 short lines a person could say aloud in this situation, built from the
// message's own subject ("the release notes"), never a generic line and never the message itself.

// People and time are who and when, not what the situation is about.
const NOT_A_SUBJECT =
  /^(?:the |my |your |our |a |an )?(?:team lead|lead|boss|manager|everyone|everybody|people|team|colleague|front|time|way|thing|things|lot|minute|moment|day|week|today|tomorrow|meeting|guy|girl|person|man|woman|mess|work|home|office|school|phone|call|counter|desk|standup|dinner|lunch|breakfast|table|(?:some|any|every|no)(?:thing|one|body)(?:\s+else)?|stuff)s?$/i;

// "every email", "all meetings": a sweep over things, no one thing to talk about ("where the
// every email stands").
const QUANTIFIED = /^(?:every|each|all|any|no|both)\b/i;

const WRONG_OR_OTHER = new Set(['wrong', 'right', 'same', 'other', 'whole']);

// Rule "subject-is-no-place": "sitting in the sink", "the printer on the third floor": a noun
// phrase after a preposition of place says where, not what the talk is about; it is the subject
// only when nothing else is. Near miss: "asking me about the budget numbers" ("about" names the
// topic).
const PLACE_PREPOSITIONS = new Set([
  'in',
  'at',
  'on',
  'under',
  'into',
  'inside',
  'near',
  'behind',
  'onto',
  'beside',
]);

const isDeterminer = (token: Token | undefined) =>
  hasTag(token, 'Determiner') || (hasTag(token, 'Possessive') && hasTag(token, 'Pronoun'));

interface Phrase {
  readonly text: string;
  readonly place: boolean;
}

// Every noun phrase of a clause, in order: "my landlord", "the broken boiler", "work".
function nounPhrases(tokens: readonly Token[]): Phrase[] {
  const phrases: Phrase[] = [];
  let run: Token[] = [];
  let before: Token | undefined;
  const close = () => {
    // "that the dishes": a conjunction compromise tags as a determiner before the real one.
    while (run.length > 1 && isDeterminer(run[0]) && isDeterminer(run[1])) run = run.slice(1);
    const last = run.at(-1);
    // Rule "subject-is-no-person": "my sister", "a customer", "moving Mum" (compromise tags the
    // head an Actor) are who the speaker faces, not what the lines can be about.
    // Rule "subject-is-no-mistake": "the wrong address", "the other one" name a mistake or a
    // contrast, not a thing that stands somewhere ("where the wrong address stands").
    const person = last && (hasTag(last, 'Actor') || hasTag(last, 'Person'));
    const mistake = run.some((token) => WRONG_OR_OTHER.has(token.normal));
    if (
      last &&
      !person &&
      !mistake &&
      run.some((token) => hasTag(token, 'Noun') && !hasTag(token, 'Pronoun'))
    ) {
      phrases.push({
        text: joinTokens([...run.slice(0, -1), { ...last, post: '' }]).trim(),
        place: PLACE_PREPOSITIONS.has(before?.normal ?? ''),
      });
    }
    run = [];
  };
  for (const [index, token] of tokens.entries()) {
    const part = ['Determiner', 'Possessive', 'Adjective', 'Noun'].some((tag) => hasTag(token, tag));
    const pronoun = hasTag(token, 'Pronoun') && !hasTag(token, 'Possessive');
    if (part && !pronoun && !hasTag(token, 'Person')) {
      if (run.length === 0) before = tokens[index - 1];
      run.push(token);
    } else close();
    if (/[,;:.!?]/.test(token.post)) close();
  }
  close();
  return phrases;
}

// What the situation is about: the last noun phrase of the message that isn't a person, a place
// of work or a time ("… why the release notes are late", "… about the broken boiler while I'm at
// work").
export function subjectOf(model: MessageModel): string | null {
  const phrases = model.sentences
    .filter((sentence) => sentence.role === 'content')
    .flatMap((sentence) => sentence.clauses.flatMap((clause) => nounPhrases(clause.tokens)))
    .map((phrase) => ({ ...phrase, text: withoutTime(phrase.text) }))
    .filter((phrase) => /\p{L}/u.test(phrase.text));
  const usable = [...phrases]
    .reverse()
    .filter((phrase) => !NOT_A_SUBJECT.test(phrase.text) && phrase.text.split(/\s+/).length <= 5);
  const candidates = [
    ...usable.filter((phrase) => !phrase.place),
    ...usable.filter((phrase) => phrase.place),
  ].map((phrase) => phrase.text);
  // A sweep is the subject only when nothing else is, and then as the thing it sweeps over
  // ("every meeting" -> "the meeting").
  const subject =
    candidates.find((phrase) => !QUANTIFIED.test(phrase)) ?? candidates[0]?.replace(QUANTIFIED, 'the');
  return subject ? normalise(subject) : null;
}

// Rule "subject-is-no-time": "due at noon", "her birthday dinner last night": a time says when,
// and is no thing to talk about; it leaves the phrase ("the birthday dinner"), and a phrase that
// is only a time ("noon", "three days") goes. Times are read by chrono (time-references.ts).
// Near miss: "the Friday rota" keeps its day inside a thing's name only when chrono reads no time.
function withoutTime(phrase: string): string {
  let text = phrase;
  for (const reference of findTimeReferences(phrase)) text = text.replace(reference.text, ' ');
  const left = text.replace(/\s+/g, ' ').trim();
  return left === phrase ||
    /\p{L}{2,}/u.test(left.replace(/^(?:the|my|your|our|a|an|this|that|last|next)\b/gi, ''))
    ? left
    : '';
}

// How many people the message names ("my sister", "a customer"): compromise tags them.
const peopleIn = (model: MessageModel) =>
  model.sentences
    .flatMap((sentence) => sentence.clauses.flatMap((clause) => clause.tokens))
    .filter(
      (token) =>
        (hasTag(token, 'Actor') || hasTag(token, 'Person')) &&
        !hasTag(token, 'Pronoun') &&
        !hasTag(token, 'Possessive'),
    ).length;

// "my slides" are the speaker's own, said aloud to the other person just the same.
// "their parcel", said to the customer it belongs to, is "the parcel": "their" would point away.
const normalise = (phrase: string) => {
  // "The scanner" opened the message; mid-line it is "the scanner".
  const owned = phrase
    .replace(/^(?:The|My|Your|Our|This|That|These|Those|A|An)\b/, (word) => word.toLowerCase())
    .replace(/^(?:their|his|her)\b/i, 'the')
    .replace(/^your\b/i, 'your');
  return /^(?:the|my|your|our|this|that|these|those|a|an)\b/i.test(owned) ? owned : `the ${owned}`;
};

// Lines a person can say in the moment, about the subject: to answer, to pause, to offer the next
// step. Each tone words them its own way.
const LINES: Record<Tone, readonly ((subject: string) => string)[]> = {
  supportive: [
    (s) => `Can I tell you where ${s} stand?`,
    (s) => `I'd like a minute to check ${s} properly.`,
    (s) => `What do you need from me on ${s}?`,
    (s) => `Can we go through ${s} together after this?`,
  ],
  friendly: [
    (s) => `Want a quick update on ${s}?`,
    (s) => `Give me a sec to check ${s}.`,
    (s) => `What do you need from me on ${s}?`,
    (s) => `Shall we look at ${s} together later?`,
  ],
  direct: [
    (s) => `Here's where ${s} stand.`,
    (s) => `I'll check ${s} and come back to you.`,
    (s) => `What do you need from me on ${s}?`,
    (s) => `Let's discuss ${s} after this.`,
  ],
  reassuring: [
    (s) => `I hear you about ${s}.`,
    (s) => `Let me check ${s} and I'll come back to you.`,
    (s) => `What would help most with ${s}?`,
    (s) => `We can sort out ${s} together after this.`,
  ],
};

const MAX_LINES = 5;
const MAX_WORDS = 12;

// "stand" agrees with a plural subject; a singular one "stands".
const agree = (line: string, subject: string) =>
  /s$/i.test(subject) && !/ss$/i.test(subject) ? line : line.replace(/\b(stand)\b/, 'stands');

// With no thing to name ("Stop interrupting me and let me finish"), what is asked is the subject:
// the same ask said as the speaker's own need, in the tone's words.
const ASK_BODY = /^(?:(?:could|can|would) you(?: please)?(?: be able to)?|please)\s+(.+?)[.?!]*$/i;
const ASK_LINES: Record<Tone, readonly ((body: string) => string)[]> = {
  supportive: [(b) => `I'd like you to ${b}.`, (b) => `It would help me if you could ${b}.`],
  friendly: [(b) => `Mind if I ask you to ${b}?`, (b) => `Would be great if you could ${b}.`],
  direct: [(b) => `Please ${b}.`, (b) => `I need you to ${b}.`],
  reassuring: [
    (b) => `It would really help if you could ${b}.`,
    (b) => `I'd appreciate it if you could ${b}.`,
  ],
};
const askLines = (ask: string, tone: Tone) => {
  const body = ask.match(ASK_BODY)?.[1];
  return body ? ASK_LINES[tone].map((line) => line(body)) : [];
};

export function realtimePhrases(input: ShapeInput): ShapeOutcome {
  const own = new Set(
    input.model.sentences.map((sentence) =>
      lettersOf(sentence.clauses.map((clause) => clause.text).join(' ')),
    ),
  );
  // The message's own asks, as requests, when short enough to say aloud and not the message as typed.
  const asks = input.sentences
    .filter((sentence) => sentence.role === 'content' && sentence.isAsk)
    .map((sentence) => sentence.text)
    .filter((text) => text.split(/\s+/).length <= MAX_WORDS && !own.has(lettersOf(text)));
  const subject = subjectOf(input.model);
  const { tone } = input.request;
  // The situation's own frame first (realtime-frames.ts): a slip of the speaker's, or their work judged.
  const typed = input.model.sentences
    .filter((sentence) => sentence.role === 'content')
    .map((sentence) => sentence.clauses.map((clause) => clause.text).join(' '));
  // What is happening comes first (realtime-situations.ts): a claim about the speaker's habit, the
  // floor taken, an explanation or an account asked for; then a slip, a verdict, a state.
  const claim = habitClaimOf(typed);
  const floor = !claim && talkedOver(typed) ? (talkedOverTopic(typed) ?? subject) : null;
  const explain = claim || floor ? null : explainedThing(typed);
  const asked = claim || floor || explain ? null : askedWhyOf(typed);
  const task = claim || floor || explain || asked ? null : askedTaskOf(typed);
  const situation = claim
    ? habitLines(claim, tone)
    : floor
      ? floorLines(floor, tone)
      : explain
        ? explainLines(explain, tone)
        : asked
          ? askedWhyLines(asked, publicSetting(typed), tone)
          : task
            ? askedTaskLines(task, tone)
            : null;
  // What the lines are about, for the explanation: the frame's own thing before the last noun.
  const about = (claim && claimedThing(claim)) || floor || explain || asked?.thing || task?.thing || subject;
  const slip = situation ? null : slipOf(typed);
  const judgement = subject && !slip && !situation ? judgementOf(typed, subject) : null;
  const state = subject && !slip && !judgement && !situation ? stateOf(typed, subject) : null;
  const complaint = subject && !slip && !judgement && !situation && complaintOf(typed);
  const after = publicSetting(typed);
  const fromSubject = situation
    ? situation
    : slip
      ? slipLines(toTheirFace(slip, peopleIn(input.model)), subject, tone)
      : subject && complaint && state
        ? upsetStateLines(subject, state, tone)
        : subject && complaint
          ? complaintLines(subject, tone)
          : subject && judgement
            ? judgedLines(subject, judgement, tone)
            : subject && state
              ? // The state said back and a real answer asked time for replace "where … stands" and "check".
                [
                  ...stateLines(subject, state, tone),
                  ...(after ? [afterLine(subject, after, tone)] : []),
                  ...LINES[tone].slice(2, 3).map((line) => line(subject)),
                ]
              : subject
                ? LINES[tone].map((line) => agree(line(subject), subject))
                : [];
  const fromAsks = subject || slip ? [] : asks.flatMap((ask) => askLines(ask, tone));
  // What the writer says they want to say comes first, to the person's face (what-to-say.ts).
  const said = whatToSay(typed);
  // Beside what the writer means to say, fewer lines built from the subject: they are the fallback.
  const built = said.length > 0 ? fromSubject.slice(0, 2) : fromSubject;
  const lines = [...new Set([...said, ...asks.slice(0, 2), ...built, ...fromAsks])].slice(0, MAX_LINES);
  // Nothing to build on: the edited message stays as it is, and the explanation says why.
  if (lines.length === 0) return { sentences: input.sentences, explanation: TEXT.phrasesNothing };
  return {
    sentences: input.sentences,
    explanation: slip
      ? TEXT.phrasesFromSlip
      : about
        ? TEXT.phrasesFromSubject(withoutEnd(about))
        : TEXT.phrasesNoSubject,
    text: lines.map((line) => `- ${line}`).join('\n'),
  };
}
