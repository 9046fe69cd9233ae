import { RULES } from '../../analysis/rules.ts';
import { compiledWordLists } from '../../lists/analyze-with-lists.ts';
import type { WordLists } from '../../lists/word-lists-schema.ts';
import type { Swap } from './word-swaps.ts';

// A person's word lists (issue 16) in the rewrite: allowed words and the words of switched-off
// rules are left exactly as written; custom triggers are replaced like built-in ones, with the
// person's own alternative.

const wordsOf = (phrase: string) => phrase.toLowerCase().split(/\s+/).filter(Boolean);

export function untouchableWords(lists: WordLists | undefined): Set<string> {
  const words = new Set<string>();
  if (!lists) return words;
  for (const phrase of lists.allow) for (const word of wordsOf(phrase)) words.add(word);
  for (const rule of RULES) {
    if (rule.kind !== 'phrases' || !lists.off.includes(rule.id)) continue;
    for (const phrase of rule.phrases) for (const word of wordsOf(phrase.text)) words.add(word);
  }
  return words;
}

// Every custom trigger that has an alternative, replaced in place (from the end, so spans hold).
export function applyCustomTriggers(
  text: string,
  lists: WordLists | undefined,
): { text: string; swaps: Swap[] } {
  const compiled = compiledWordLists(lists);
  if (!compiled) return { text, swaps: [] };
  let out = text;
  const swaps: Swap[] = [];
  const findings = compiled.customFindings(text).filter((finding) => finding.suggestion);
  for (const finding of [...findings].sort((a, b) => b.start - a.start)) {
    const alternative = finding.suggestion as string;
    const capital = /^\p{Lu}/u.test(finding.text)
      ? alternative[0]?.toUpperCase() + alternative.slice(1)
      : alternative;
    out = out.slice(0, finding.start) + capital + out.slice(finding.end);
    swaps.unshift({ from: finding.text, to: alternative });
  }
  return { text: out, swaps };
}
