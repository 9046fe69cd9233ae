import type { OutSentence } from './realise-sentences.ts';
import { REQUEST_OPENINGS } from './request.ts';

// Rule "repeated-ask": "Why haven't you sent the invoice yet? Do it today." asks once, in two
// sentences; worded as requests it asked twice ("Could you send the invoice? Could you do it
// today?"). An ask whose verb is an empty "do it/this/that" repeats the ask before it, so what it
// adds (a time) joins that ask and the repeat goes. "Could you do the budget today?" names its own
// task, and an empty ask with no ask before it stays.
const EMPTY_ASK = new RegExp(
  `^(?:${REQUEST_OPENINGS.join('|')}) (?:just )?do (?:it|this|that|so)\\b\\s*(.*?)[.?!]*$`,
  'iu',
);

export function mergeRepeatedAsks(sentences: readonly OutSentence[]): OutSentence[] {
  const out: OutSentence[] = [];
  for (const sentence of sentences) {
    const repeat = sentence.isAsk ? sentence.text.match(EMPTY_ASK) : null;
    const earlier = out.findLastIndex((previous) => previous.isAsk && previous.role === 'content');
    const asked = out[earlier];
    if (!repeat || !asked) {
      out.push(sentence);
      continue;
    }
    const adds = repeat[1]?.trim() ?? '';
    if (adds) out[earlier] = { ...asked, text: asked.text.replace(/\s*([.?!]*)$/u, ` ${adds}$1`) };
  }
  return out;
}
