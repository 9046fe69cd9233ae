import type { Ask } from './asks.ts';
import { extractFacts } from './check/facts.ts';
import {
  askLines,
  asksOf,
  closer,
  closing,
  contextLines,
  greeting,
  lowerFirst,
  moreContext,
  opener,
  type RenderContext,
  sentence,
  textsOf,
} from './compose.ts';
import { declineAsks } from './decline.ts';
import { Priority, type Segment } from './draft.ts';
import type { MessagePlan } from './plan.ts';
import { timingOf } from './timing.ts';

// write-email, gentle-followup and the generic transform: greeting, the ask first, details as a
// short list when there are several, the background as context, and a kind, unhurried close.

const essential = (text: string): Segment => ({ text, priority: Priority.essential });
// "Could you resubmit it?" needs the background first, or "it" points at nothing.
const POINTS_BACK = /\b(?:it|them|this|that|these|those|her|him)\b/i;
const FOLLOW_UP_LINE = /^following up(?: again)?(?: (?:on|about) (.+))?$/i;
const TALK_TOGETHER = 'Could we look at this together when you have a moment?';

export interface EmailShape {
  readonly greet: boolean;
  readonly followUp: boolean;
}

export function renderEmail(context: RenderContext, shape: EmailShape): Segment[] {
  const { plan } = context;
  const asks = asksOf(plan.parts);
  const questions = textsOf(plan.parts, 'question');
  let statements = withLabel(plan.label, textsOf(plan.parts, 'statement'));
  // "Following up on the contract" says what the message is, so it opens it instead of being background.
  const followUpTopic = statements.find((text) => FOLLOW_UP_LINE.test(text));
  if (followUpTopic) statements = statements.filter((text) => text !== followUpTopic);

  // A two-word aside ("Definitely.", "Good luck.") is not background; it stays where it was.
  const asides = statements.filter(isAside);
  statements = statements.filter((text) => !isAside(text));
  const decline = context.intentId === 'say-no' ? declineAsks(asks) : undefined;
  const main = [...(decline ? declineLines(decline) : askLines(context, asks)), ...questions.map(essential)];
  const background = contextLines(context, statements);
  const body = main.length === 0 ? statements.map((text) => essential(sentence(text))) : main;
  const contextFirst = main.length > 0 && (context.intentId === 'update' || pointsBack(asks));
  const ordered =
    main.length === 0 ? body : contextFirst ? [...background, ...body] : [...body, ...background];
  placeAsides(ordered, asides, plan.parts);
  // Blame without an ask ("There were errors… We have to do better.") still wants a next step.
  const hadBlame = plan.parts.some((part) => part.kind === 'dropped' && part.reason !== 'pressure');
  if (ordered.length === 0 || (main.length === 0 && hadBlame)) ordered.push(essential(TALK_TOGETHER));

  if (decline) context.notes.push("said clearly what you can't take on");
  return [
    ...(shape.greet ? greeting(context) : []),
    ...followUpOpener(context, shape, followUpTopic, decline !== undefined),
    ...ordered,
    ...closer(context),
    ...(shape.followUp ? [offerHelp(context)] : []),
    moreContext(context),
    ...closing(context, timingOf(plan.parts, { background: true })),
  ];
}

function declineLines(decline: NonNullable<ReturnType<typeof declineAsks>>): Segment[] {
  return [
    { text: decline.line, short: decline.short, priority: Priority.essential },
    ...decline.items.map((item) => essential(`- ${item}`)),
  ];
}

// A heading such as "Q2 review:" stays in front of the first background sentence.
export function withLabel(label: string | undefined, statements: readonly string[]): string[] {
  const [first, ...rest] = statements;
  if (!label) return [...statements];
  return first ? [`${label}: ${lowerFirst(first)}`, ...rest] : [label];
}

const isAside = (text: string) => text.split(/\s+/).length <= 2 && extractFacts(text).length === 0;

// Asides before the first ask go first, the others right after the main lines.
function placeAsides(ordered: Segment[], asides: readonly string[], parts: MessagePlan['parts']) {
  const firstAsk = parts.findIndex((part) => part.kind === 'ask' || part.kind === 'question');
  for (const aside of asides) {
    const position = parts.findIndex((part) => part.kind === 'statement' && part.text === aside);
    const line = essential(sentence(aside));
    if (position < firstAsk) ordered.unshift(line);
    else ordered.push(line);
  }
}

function pointsBack(asks: readonly Ask[]): boolean {
  return asks.length === 1 && POINTS_BACK.test(asks[0]?.action.split(/\s+/).slice(0, 3).join(' ') ?? '');
}

function followUpOpener(
  context: RenderContext,
  shape: EmailShape,
  topicLine: string | undefined,
  isDeclined: boolean,
): Segment[] {
  // A declined ask already says the "no" the say-no opener would say.
  const intentLine = isDeclined ? [] : opener(context);
  const topic = topicLine?.match(FOLLOW_UP_LINE)?.[1];
  if (!shape.followUp) {
    if (!topic) return intentLine;
    // The original's own "following up on …" replaces the generic follow-up line of the intent.
    const own = essential(`I'm following up on ${topic}.`);
    return context.intentId === 'follow-up' ? [own] : [...intentLine, own];
  }
  const line = topic
    ? `Just a gentle follow-up on ${topic}.`
    : 'Just a gentle follow-up on my earlier message.';
  context.notes.push('restated the ask as a gentle follow-up, without blame');
  // The follow-up intent is already what this task does; the other intents add their own line.
  const before = context.intentId === 'follow-up' ? [] : intentLine;
  return [...before, { text: line, short: 'Just a gentle follow-up.', priority: Priority.essential }];
}

// The offer of help also gives the message its reason, so no separate "more context" line is needed.
const offerHelp = (context: RenderContext): Segment => ({
  text:
    context.personaId === 'neurodivergent-client'
      ? 'If something is blocking this, please tell me, because I want to help.'
      : "If anything's in the way, just tell me, because I'm happy to help.",
  short:
    context.personaId === 'neurodivergent-client'
      ? 'Tell me if something blocks this, because I can help.'
      : 'Here to help if needed, because life gets busy.',
  priority: Priority.closer,
  role: 'context',
});
