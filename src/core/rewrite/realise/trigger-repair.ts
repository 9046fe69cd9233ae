import { findTriggerWordsWithLists } from '../../lists/analyze-with-lists.ts';
import type { WordLists } from '../../lists/word-lists-schema.ts';
import { joinTokens, tokenizeSentences } from '../parse/tokens.ts';
import { swapTriggerWords } from './word-swaps.ts';

// check: the last net for a spec trigger word that the edit left (a demand in an odd place, such
// as mid-sentence after a number). Demands become plain requests; single words take the usual
// meaning-keeping swap.

const DEMANDS: Readonly<Record<string, string>> = {
  'you need to': 'please',
  'you must': 'please',
  'you have to': 'please',
  'you should': 'it would help if you',
};

export function repairTriggerWords(
  text: string,
  lists?: WordLists,
  allowed: ReadonlySet<string> = new Set(),
): string {
  let out = text;
  for (const finding of findTriggerWordsWithLists(text, lists).sort((a, b) => b.start - a.start)) {
    const demand = DEMANDS[finding.text.toLowerCase().replace(/\s+/g, ' ')];
    if (demand !== undefined) out = out.slice(0, finding.start) + demand + out.slice(finding.end);
  }
  if (findTriggerWordsWithLists(out, lists).length === 0) return out;
  return out
    .split('\n')
    .map((line) =>
      tokenizeSentences(line)
        .map((tokens) => joinTokens(swapTriggerWords(tokens, allowed).tokens))
        .join(''),
    )
    .join('\n');
}
