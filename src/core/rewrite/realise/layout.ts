import type { Persona } from '../../schemas.ts';
import type { LineModel } from '../understand/message-model.ts';
import type { OutSentence } from './realise-sentences.ts';

// The persona shapes the message's structure, not just its greeting: the ask first for readers
// who lose the thread (teammate-adhd, family-adhd, friend-executive), numbered steps when there
// are several asks, one sentence per line where scanning matters.

const ASK_FIRST: ReadonlySet<Persona> = new Set(['teammate-adhd', 'family-adhd', 'friend-executive']);
const LINE_PER_SENTENCE: ReadonlySet<Persona> = new Set([
  'teammate-adhd',
  'neurodivergent-client',
  'friend-executive',
]);

function askFirst(content: OutSentence[]): OutSentence[] {
  const asks = content.filter((sentence) => sentence.isAsk);
  // An ask that leans on what comes before it ("... before then") keeps the writer's order.
  const movable = asks.some((sentence) => sentence.refersBack) ? [] : asks;
  if (movable.length === 0 || content[0]?.isAsk) return content;
  return [...movable, ...content.filter((sentence) => !movable.includes(sentence))];
}

// The writer's own lines, bullets and paragraph breaks.
function asWritten(sentences: readonly OutSentence[], lines: readonly LineModel[]): string {
  const out: string[] = [];
  lines.forEach((line, index) => {
    const text = sentences
      .filter((sentence) => sentence.line === index)
      .map((sentence) => sentence.text)
      .join(' ');
    if (!text) return;
    if (line.afterBlank && out.length > 0) out.push('');
    out.push(line.bullet ? `${line.bullet} ${text}` : text);
  });
  return out.join('\n');
}

export function layoutMessage(
  sentences: readonly OutSentence[],
  lines: readonly LineModel[],
  persona: Persona,
): string {
  const hasBullets = lines.some((line) => line.bullet !== '');
  if (persona === 'general' || persona === 'manager-rsd' || hasBullets) return asWritten(sentences, lines);
  const greeting = sentences.filter((sentence) => sentence.role === 'greeting');
  const signoff = sentences.filter((sentence) => sentence.role === 'signoff');
  let content = sentences.filter((sentence) => sentence.role === 'content');
  if (ASK_FIRST.has(persona)) content = askFirst(content);
  const asks = content.filter((sentence) => sentence.isAsk);
  let body: string[];
  if (persona === 'teammate-adhd' && asks.length >= 2 && asks.every((sentence) => !sentence.refersBack)) {
    const rest = content.filter((sentence) => !sentence.isAsk).map((sentence) => sentence.text);
    body = [...asks.map((sentence, index) => `${index + 1}. ${sentence.text}`), ...rest];
  } else if (LINE_PER_SENTENCE.has(persona)) body = content.map((sentence) => sentence.text);
  else body = [content.map((sentence) => sentence.text).join(' ')];
  return [...greeting.map((sentence) => sentence.text), ...body, ...signoff.map((sentence) => sentence.text)]
    .filter((line) => line.length > 0)
    .join('\n');
}
