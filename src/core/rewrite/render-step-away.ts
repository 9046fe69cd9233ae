import type { Tone } from '../schemas.ts';
import { extractFacts } from './check/facts.ts';
import {
  askLines,
  closing,
  contextLines,
  greeting,
  moreContext,
  opener,
  type RenderContext,
  sentence,
} from './compose.ts';
import { Priority, type Segment } from './draft.ts';
import type { Part } from './plan.ts';
import { type Timing, timingOf } from './timing.ts';

// step-away-notice: that the writer is away, when they are back, and who covers meanwhile. Nothing
// is invented: without a return time it says the writer will tell them.

const AWAY =
  /^(?:taking|leaving|going|heading|working|out|off|away|on leave|offline|sick|ill|unwell|on vacation|on holiday|travell?ing|i'm|i am|i'll be|i will be)\b/i;
const BACK = /\b(?:back|return|returning|online again)\b/i;
const UNTIL = /\b(?:until|till|through)\s+([^,.;!?]+)/i;
const COVER_ASK =
  /^(?:ask|contact|reach|talk to|email|call|message|ping) ([A-Z][\p{L}'’-]+(?: [A-Z][\p{L}'’-]+)?)(.*)$/u;
const COVER_STATEMENT =
  /\b(?:is covering|will cover|covers|has the keys|can help|is in charge|is handling|will handle)\b/i;
const essential = (text: string): Segment => ({ text, priority: Priority.essential });

const sourceOf = (part: Part) =>
  part.kind === 'ask' ? part.ask.action : part.kind === 'dropped' ? part.source : part.text;
const asFirstPerson = (text: string) =>
  /^(?:i|i'm|i'll)\b/i.test(text) ? text : `I'm ${text.charAt(0).toLowerCase()}${text.slice(1)}`;

// "Sick today" + "Offline" → "I'm sick today, and offline."
function joinAway(texts: readonly string[]): string {
  const [first = '', ...rest] = texts.map(asFirstPerson);
  return [first, ...rest.map((text) => text.replace(/^i'm\s+/i, ''))].join(', and ');
}

const hasUntil = (text: string) => extractFacts(text.match(UNTIL)?.[1] ?? '').length > 0;

function backLine(parts: readonly Part[], used: Set<Part>): string {
  const back = parts.find((part) => part.kind === 'statement' && BACK.test(part.text));
  if (back?.kind === 'statement') {
    used.add(back);
    return sentence(back.text);
  }
  for (const part of parts) {
    const until = sourceOf(part).match(UNTIL)?.[1];
    if (until && extractFacts(until).length > 0) {
      if (part.kind !== 'dropped') used.add(part);
      return `I'm offline until ${until.trim()}.`;
    }
  }
  return "I'll let you know when I'm back.";
}

// Without a named cover the line is a courtesy, not a fact, so it may go when space is tight.
function coverLine(parts: readonly Part[], used: Set<Part>, context: RenderContext): Segment {
  const text = coverText(parts, used, context);
  const isNamed = text !== FALLBACK_COVER && text !== LITERAL_FALLBACK_COVER;
  return { text, priority: isNamed ? Priority.essential : Priority.closer };
}

// An away notice asks for no reply: its close says so, and why it was sent.
const NO_REPLY: Record<Tone, string> = {
  supportive: 'No need to reply, and no rush on anything.',
  friendly: 'No need to reply, no rush at all!',
  direct: 'No reply needed; no rush.',
  reassuring: "No need to reply; there's no pressure at all.",
};

function awayClose(context: RenderContext, timing: Timing): Segment[] {
  if (timing !== 'open') return [moreContext(context), ...closing(context, timing)];
  const isLiteral = context.personaId === 'neurodivergent-client';
  const extra = context.persona.closeExtra ? ` ${context.persona.closeExtra}` : '';
  return [
    {
      text: isLiteral
        ? 'I am sharing this because I do not want anyone to wait for me.'
        : "I'm sharing this because I don't want anyone waiting on me.",
      short: isLiteral ? 'I tell you because it helps.' : 'Telling you because I care.',
      priority: Priority.extra,
      role: 'context',
    },
    {
      text: isLiteral ? 'You do not need to reply. There is no pressure.' : NO_REPLY[context.request.tone],
      short: `${context.tone.shortClose}${extra}`,
      priority: Priority.essential,
      role: 'flexible',
    },
    ...closing(context, 'own-line'),
  ];
}

const FALLBACK_COVER = "Anything else can wait until I'm back.";
const LITERAL_FALLBACK_COVER = 'Anything else can wait until I am back.';

function coverText(parts: readonly Part[], used: Set<Part>, context: RenderContext): string {
  for (const part of parts) {
    if (part.kind === 'ask') {
      const action = part.ask.action;
      const cover = `${action.charAt(0).toLowerCase()}${action.slice(1)}`.match(COVER_ASK);
      if (cover?.[1]) {
        used.add(part);
        return `While I'm away, ${cover[1]} can help if anything comes up.`;
      }
    }
    if (part.kind === 'statement' && COVER_STATEMENT.test(part.text)) {
      used.add(part);
      return sentence(part.text);
    }
  }
  const trusting = parts.some(
    (part) => part.kind === 'dropped' && /figure it out|deal with it/i.test(part.source),
  );
  if (trusting) return "I trust you to make the calls while I'm away.";
  return context.personaId === 'neurodivergent-client' ? LITERAL_FALLBACK_COVER : FALLBACK_COVER;
}

export function renderStepAway(context: RenderContext): Segment[] {
  const parts = context.plan.parts;
  const used = new Set<Part>();
  const awayParts = parts.filter(
    (part) => part.kind === 'statement' && AWAY.test(part.text) && !BACK.test(part.text),
  );
  for (const part of awayParts) used.add(part);
  const away = awayParts[0];
  const awayText = awayParts.length
    ? sentence(joinAway(awayParts.map(sourceOf)))
    : "I'm stepping away for a bit.";
  // "I'm off until 19 August" already says when the writer is back.
  const back = away?.kind === 'statement' && hasUntil(away.text) ? undefined : backLine(parts, used);
  const cover = coverLine(parts, used, context);
  const asks = parts.flatMap((part) => (part.kind === 'ask' && !used.has(part) ? [part.ask] : []));
  const statements = parts.flatMap((part) =>
    part.kind === 'statement' && !used.has(part) ? [part.text] : [],
  );
  context.notes.push('said when you are back and who covers, without inventing either');
  // "Anything else can wait" comes after the asks it leaves out; a named cover comes first.
  const isNamedCover = cover.priority === Priority.essential;
  return [
    ...greeting(context),
    ...opener(context),
    essential(awayText),
    ...(back ? [essential(back)] : []),
    ...(isNamedCover ? [cover] : []),
    ...askLines(context, asks),
    ...(isNamedCover ? [] : [cover]),
    ...contextLines(context, statements),
    ...awayClose(context, timingOf(parts, { background: false })),
  ];
}
