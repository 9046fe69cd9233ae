import type { OutSentence } from './realise-sentences.ts';

// Shared by the task and intent parts: steps as a numbered list, and a follow-up that says so.

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
