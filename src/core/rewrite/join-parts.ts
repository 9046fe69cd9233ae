import type { Part } from './plan.ts';
import { hasUpcomingTime, isTimeOnly, phraseWhen } from './timing.ts';

// Parts of a message that belong together are joined before rendering: an ask said twice, a
// condition and its ask, a lone time and the ask it times, two asks of one sentence.

type AskPart = Extract<Part, { kind: 'ask' }>;

// Two asks that start alike are one ask said twice ("pay me back for the tickets", "pay me back this week").
function mergeRepeatedAsks(parts: readonly Part[]): Part[] {
  const merged: Part[] = [];
  for (const part of parts) {
    const earlier = merged.find(
      (candidate): candidate is AskPart =>
        candidate.kind === 'ask' &&
        part.kind === 'ask' &&
        firstWords(candidate.ask.action) === firstWords(part.ask.action),
    );
    if (!earlier || part.kind !== 'ask') {
      merged.push(part);
      continue;
    }
    const extra = part.ask.action.split(/\s+/).slice(3).join(' ');
    const action = earlier.ask.action.includes(extra) ? earlier.ask.action : `${earlier.ask.action} ${extra}`;
    merged[merged.indexOf(earlier)] = { ...earlier, ask: { ...earlier.ask, action } };
  }
  return merged;
}

// "If you need a badge." right before "Please call me." is the ask's condition, not background.
const CONDITION = /^(?:if|when|in case|once|whenever)\b/i;
function attachConditions(parts: readonly Part[]): Part[] {
  const attached: Part[] = [];
  parts.forEach((part, index) => {
    const next = parts[index + 1];
    if (part.kind === 'statement' && CONDITION.test(part.text) && next?.kind === 'ask') return;
    const previous = parts[index - 1];
    if (part.kind === 'ask' && previous?.kind === 'statement' && CONDITION.test(previous.text)) {
      attached.push({ ...part, ask: { ...part.ask, condition: previous.text } });
      return;
    }
    attached.push(part);
  });
  return attached;
}

// "We need to meet about the project. Tomorrow." is one ask: "meet about the project tomorrow".
function attachTimes(parts: readonly Part[]): Part[] {
  const attached: Part[] = [];
  for (const part of parts) {
    const previous = attached.at(-1);
    const isLoneTime = part.kind === 'statement' && isTimeOnly(part.text);
    if (isLoneTime && previous?.kind === 'ask' && !hasUpcomingTime(previous.ask.action)) {
      const action = `${previous.ask.action}${phraseWhen(part.text.replace(/[.!]+$/, ''))}`;
      attached[attached.length - 1] = {
        ...previous,
        ask: { ...previous.ask, action },
        source: `${previous.source} ${part.source}`,
      };
      continue;
    }
    attached.push(part);
  }
  return attached;
}

const firstWords = (text: string) => text.toLowerCase().split(/\s+/).slice(0, 3).join(' ');

// One sentence's asks stay one ask when one of them is short: "please review asap and let me know…"
// is "review and let me know…", not a list with the one-word item "Review".
const SHORT_ASK_WORDS = 3;
const canJoin = (first: AskPart['ask'], second: AskPart['ask']) =>
  first.form !== 'have' &&
  second.form !== 'have' &&
  (first.form === second.form || (first.form !== 'we' && second.form !== 'we'));
const wordCount = (text: string) => text.split(/\s+/).length;

export function joinShortAsks(parts: readonly Part[]): Part[] {
  const joined: Part[] = [];
  for (const part of parts) {
    const previous = joined.at(-1);
    const isShort = (ask: AskPart['ask']) => wordCount(ask.action) <= SHORT_ASK_WORDS;
    if (
      part.kind === 'ask' &&
      previous?.kind === 'ask' &&
      canJoin(previous.ask, part.ask) &&
      (isShort(previous.ask) || isShort(part.ask))
    ) {
      const second = `${part.ask.action.charAt(0).toLowerCase()}${part.ask.action.slice(1)}`;
      const action = `${previous.ask.action} and ${second}`;
      joined[joined.length - 1] = {
        ...previous,
        ask: { ...previous.ask, action },
        source: `${previous.source} ${part.source}`,
      };
      continue;
    }
    joined.push(part);
  }
  return joined;
}

export const joinParts = (parts: readonly Part[]): Part[] =>
  attachTimes(attachConditions(mergeRepeatedAsks(parts)));
