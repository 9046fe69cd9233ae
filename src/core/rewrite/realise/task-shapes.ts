import type { Tone } from '../../schemas.ts';
import type { OutSentence } from './realise-sentences.ts';

// What some task types promise beyond the edited text (spec §3): notes become a numbered message
// that keeps every item, real-time phrases are short lines to say aloud, a follow-up says so.

// No header: "Three things:" would be padding (and the spec's score calls "things" vague).
export function notesAsList(items: readonly string[]): string {
  return items.map((item, index) => `${index + 1}. ${item[0]?.toUpperCase()}${item.slice(1)}`).join('\n');
}

const FOLLOW_UP_CUES = /\b(?:follow(?:ing)?[- ]up|remind(?:er)?|checking in|circling back|nudge)\b/i;

export function asFollowUp(sentences: OutSentence[]): { sentences: OutSentence[]; changed: boolean } {
  if (sentences.some((sentence) => FOLLOW_UP_CUES.test(sentence.text))) return { sentences, changed: false };
  const at = sentences.findIndex((sentence) => sentence.isAsk);
  if (at < 0) return { sentences, changed: false };
  const ask = sentences[at] as OutSentence;
  const lowered = ask.text.replace(/^(Could|Can|Would|Please)\b/, (word) => word.toLowerCase());
  const next = [...sentences];
  next[at] = { ...ask, text: `Following up: ${lowered}` };
  return { sentences: next, changed: true };
}

const PHRASES: Record<Tone, readonly string[]> = {
  supportive: ['Could we slow down for a moment?', 'I need a minute to think about this.', 'Can I finish my thought, then hear yours?'],
  friendly: ['Hang on, can we slow down a sec?', 'Give me a minute to think that over.', 'Let me finish this bit, then you go!'],
  direct: ['Let’s slow down.', 'I need a minute to think.', 'Let me finish, then it’s your turn.'],
  reassuring: ['It’s okay, we can take this slowly.', 'I’d like a minute to think about it.', 'Let me finish this thought, and then I’m all ears.'],
};

// 3 to 5 distinct lines: the message's own asks first, then phrases that buy time calmly.
export function realtimePhrases(asks: readonly string[], tone: Tone): string {
  const lines = [...new Set([...asks.slice(0, 2), ...PHRASES[tone]])].slice(0, 5);
  return lines.map((line) => `- ${line}`).join('\n');
}

const THANKS: Record<Tone, string | null> = {
  supportive: 'Thank you!',
  friendly: 'Thanks!',
  direct: null,
  reassuring: 'Thank you.',
};
export const thanksFor = (tone: Tone) => THANKS[tone];
