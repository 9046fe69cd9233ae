import { askAsItem, askAsQuestion } from './asks.ts';
import { closer, closing, greeting, opener, type RenderContext, sentence } from './compose.ts';
import { Priority, type Segment } from './draft.ts';
import { type Part, readPart } from './plan.ts';
import { normalizeText, splitLines, splitSentences } from './split.ts';
import { timingOf } from './timing.ts';

// compose-from-notes: terse notes become a summary line, a short bullet list and one next step.

const LEADING_LABEL = /^(?:[\p{L}\p{N}]+\s){0,2}[\p{L}\p{N}]+\s*:\s+/u;
const NEEDS = /^need (.+)$/i;
const COMMA_OUTSIDE_BRACKETS = /,(?!\d)\s*(?![^()]*\))/;

// "revenue +12%, churn 3.1%, 2 new roles: designer, data analyst" → one item per note, where the
// short words after a colon stay with it ("2 new roles: designer, data analyst").
export function splitNoteItems(text: string): string[] {
  const items: string[] = [];
  const lines = splitLines(normalizeText(text));
  // Notes already on separate lines are one item per line; commas split only a one-line note.
  if (lines.length > 1)
    return lines.map((line, index) => (index === 0 ? line.text.replace(LEADING_LABEL, '') : line.text));
  lines.forEach((line, index) => {
    const body = index === 0 ? line.text.replace(LEADING_LABEL, '') : line.text;
    for (const sentenceText of splitSentences(body)) {
      let openColonItem = false;
      for (const piece of sentenceText.split(COMMA_OUTSIDE_BRACKETS)) {
        const clean = piece.replace(/[.;]+$/, '').trim();
        if (!clean) continue;
        if (openColonItem && clean.split(/\s+/).length <= 2 && items.length > 0) {
          items[items.length - 1] += `, ${clean}`;
          continue;
        }
        items.push(clean);
        openColonItem = clean.includes(':');
      }
    }
  });
  return items;
}

function itemText(part: Part): string | undefined {
  if (part.kind === 'ask') return askAsItem(part.ask);
  if (part.kind === 'dropped') return undefined;
  return part.text;
}

function nextStepOf(parts: readonly Part[]): { step?: string; part?: Part } {
  for (const part of parts) {
    // "I need your signature" has no verb for the reader: it stays a question.
    if (part.kind === 'ask')
      return { step: part.ask.form === 'have' ? askAsQuestion(part.ask) : askAsItem(part.ask), part };
    const need = part.kind === 'statement' ? part.text.match(NEEDS)?.[1] : undefined;
    if (need) return { step: `Get ${need}`, part };
  }
  return {};
}

export function renderNotes(context: RenderContext): Segment[] {
  const parts = splitNoteItems(context.plan.text).map(readPart);
  const { step, part: stepPart } = nextStepOf(parts);
  const bullets = parts.filter((part) => part !== stepPart).flatMap((part) => itemText(part) ?? []);
  const label = context.plan.label;
  const summary = label
    ? `Here's a short summary of the ${label}, for context:`
    : "Here's a short summary, for context:";
  const stepLabel = context.persona.stepLabel ?? 'Next step:';
  const stepText = step ? sentence(step) : 'Tell me what you think.';
  context.notes.push('turned the notes into a summary, a short list and one next step');
  return [
    ...greeting(context),
    ...opener(context),
    {
      text: summary,
      short: label ? `Summary of the ${label}, for context:` : 'Summary, for context:',
      priority: Priority.essential,
      role: 'context',
    },
    ...bullets.map((text) => ({
      text: `- ${text.charAt(0).toUpperCase()}${text.slice(1)}`,
      priority: Priority.essential,
    })),
    { text: `${stepLabel} ${stepText}`, priority: Priority.essential },
    ...closer(context),
    ...closing(context, timingOf(parts, { background: true })),
  ];
}
