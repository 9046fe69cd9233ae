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

// Lines that fit any conversation, to fill up to three: an offer, a turn, a pace.
const PHRASES: Record<Tone, readonly string[]> = {
  supportive: [
    'What would help right now?',
    'Can I finish this thought first?',
    'Can we take this one step at a time?',
  ],
  friendly: ['What would help right now?', 'Hang on, let me finish this bit!', 'One thing at a time, okay?'],
  direct: ['What do you need from me?', 'Let me finish, then it’s your turn.', 'One thing at a time.'],
  reassuring: [
    'It’s okay. What would help right now?',
    'Let me finish this thought, then I’m all ears.',
    'We can take this one step at a time.',
  ],
};

const MIN_PHRASES = 3;
const MAX_PHRASES = 5;

// 3 to 5 distinct lines: the message's own asks and facts first, then general ones.
export function realtimePhrases(asks: readonly string[], facts: readonly string[], tone: Tone): string {
  const lines = [...new Set([...asks, ...facts])].slice(0, MAX_PHRASES);
  for (const phrase of PHRASES[tone]) if (lines.length < MIN_PHRASES) lines.push(phrase);
  return lines
    .slice(0, MAX_PHRASES)
    .map((line) => `- ${line}`)
    .join('\n');
}

const THANKS: Record<Tone, string | null> = {
  supportive: 'Thank you!',
  friendly: 'Thanks!',
  direct: null,
  reassuring: 'Thank you.',
};
export const thanksFor = (tone: Tone) => THANKS[tone];
