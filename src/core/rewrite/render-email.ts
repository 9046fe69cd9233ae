import type { Ask } from './asks.ts';
import {
  askLines,
  asksOf,
  closer,
  closing,
  contextLines,
  greeting,
  hasTime,
  lowerFirst,
  moreContext,
  opener,
  type RenderContext,
  sentence,
  textsOf,
} from './compose.ts';
import { Priority, type Segment } from './draft.ts';
import { extractFacts } from './facts.ts';
import type { MessagePlan } from './plan.ts';

// write-email, gentle-followup and the generic transform: greeting, the ask first, details as a
// short list when there are several, the background as context, and a kind, unhurried close.

const essential = (text: string): Segment => ({ text, priority: Priority.essential });
// "Could you resubmit it?" needs the background first, or "it" points at nothing.
const POINTS_BACK = /\b(?:it|them|this|that|these|those|her|him)\b/i;
const FOLLOW_UP_LINE = /^following up(?: again)?(?: (?:on|about) (.+))?$/i;

export interface EmailShape {
  readonly greet: boolean;
  readonly followUp: boolean;
}

export function renderEmail(context: RenderContext, shape: EmailShape): Segment[] {
  const { plan } = context;
  const asks = asksOf(plan.parts);
  const questions = textsOf(plan.parts, 'question');
  let statements = withLabel(plan.label, textsOf(plan.parts, 'statement'));
  const followUpTopic = shape.followUp ? statements.find((text) => FOLLOW_UP_LINE.test(text)) : undefined;
  if (followUpTopic) statements = statements.filter((text) => text !== followUpTopic);

  // A two-word aside ("Also.", "Definitely.") is not background; it stays where it was.
  const asides = statements.filter(isAside);
  statements = statements.filter((text) => !isAside(text));
  const main = [...askLines(context, asks), ...questions.map(essential)];
  const background = contextLines(context, statements);
  const body = main.length === 0 ? statements.map((text) => essential(sentence(text))) : main;
  const contextFirst = main.length > 0 && (context.intentId === 'update' || pointsBack(asks));
  const ordered =
    main.length === 0 ? body : contextFirst ? [...background, ...body] : [...body, ...background];
  placeAsides(ordered, asides, plan.parts);
  if (ordered.length === 0)
    ordered.push(essential('Could we talk about this together when you have a moment?'));

  const isTimed = [...asks.map((ask) => ask.action), ...questions, ...statements].some(hasTime);
  const segments: Segment[] = [
    ...(shape.greet ? greeting(context) : []),
    ...followUpOpener(context, shape, followUpTopic),
    ...ordered,
    ...closer(context),
    ...(shape.followUp ? [offerHelp(context)] : []),
    moreContext(context),
    ...closing(context, isTimed),
  ];
  return segments;
}

// A heading such as "Q2 review:" stays in front of the first background sentence.
export function withLabel(label: string | undefined, statements: readonly string[]): string[] {
  const [first, ...rest] = statements;
  if (!label) return [...statements];
  return first ? [`${label}: ${lowerFirst(first)}`, ...rest] : [label];
}

const isAside = (text: string) => text.split(/\s+/).length <= 3 && extractFacts(text).length === 0;

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

function followUpOpener(context: RenderContext, shape: EmailShape, topicLine?: string): Segment[] {
  if (!shape.followUp) return opener(context);
  const topic = topicLine?.match(FOLLOW_UP_LINE)?.[1];
  const line = topic
    ? `Just a gentle follow-up on ${topic}.`
    : 'Just a gentle follow-up on my earlier message.';
  context.notes.push('restated the ask as a gentle follow-up, without blame');
  // The follow-up intent is already what this task does; the other intents add their own line.
  const intentLine = context.intentId === 'follow-up' ? [] : opener(context);
  return [...intentLine, { text: line, short: 'Just a gentle follow-up.', priority: Priority.essential }];
}

const offerHelp = (context: RenderContext): Segment => ({
  text:
    context.personaId === 'neurodivergent-client'
      ? 'If something is blocking this, please tell me and I will help.'
      : "If anything's in the way, I'm happy to help.",
  priority: Priority.closer,
});
