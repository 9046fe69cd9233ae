import { analyze, findTriggerWords } from '../analysis/analyze.ts';
import type { Analysis, Finding } from '../schemas.ts';
import { type CompiledWordLists, compileWordLists } from './compile-word-lists.ts';
import { hasNoEntries, type WordLists } from './word-lists-schema.ts';

// The analysis with a person's word lists applied: a thin layer over analyze(). Without lists (or
// with empty ones) this is analyze() itself, so the score is exactly spec §5.
// Lists are compiled once per lists object and kept while that object lives.
const compiled = new WeakMap<WordLists, CompiledWordLists>();

export function compiledWordLists(lists: WordLists | undefined): CompiledWordLists | undefined {
  if (!lists || hasNoEntries(lists)) return undefined;
  let entry = compiled.get(lists);
  if (!entry) {
    entry = compileWordLists(lists);
    compiled.set(lists, entry);
  }
  return entry;
}

export const analyzeWithLists = (text: string, lists?: WordLists): Analysis =>
  analyze(text, compiledWordLists(lists));

// findTriggerWords with the lists: custom triggers count, allowed words and switched-off rules don't.
export const findTriggerWordsWithLists = (text: string, lists?: WordLists): Finding[] =>
  findTriggerWords(text, compiledWordLists(lists));
