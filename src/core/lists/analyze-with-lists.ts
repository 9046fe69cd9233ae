import { analyze, findTriggerWords } from '../analysis/analyze.ts';
import type { ToneFindings } from '../analysis/rule-types.ts';
import type { Analysis, Finding } from '../schemas.ts';
import { type CompiledWordLists, compileWordLists } from './compile-word-lists.ts';
import { hasNoEntries, type WordLists } from './word-lists-model.ts';

// The analysis with a person's word lists applied: a thin layer over analyze(). Without lists (or
// with empty ones) this is analyze() itself, so the score is exactly spec §5.
// Compiling a list builds its regexes, so compiled lists are kept: by object while it lives (the
// client, the CLI, a benchmark loop), and by content for the last few lists (the server reads a
// user's lists afresh for every request).
const byObject = new WeakMap<WordLists, CompiledWordLists>();
const byContent = new Map<string, CompiledWordLists>();
const CONTENT_CACHE_SIZE = 64;

function compiledByContent(lists: WordLists): CompiledWordLists {
  const key = JSON.stringify(lists);
  let entry = byContent.get(key);
  if (entry) byContent.delete(key);
  else entry = compileWordLists(lists);
  // Most recently used last; the oldest goes once the cache is full.
  byContent.set(key, entry);
  if (byContent.size > CONTENT_CACHE_SIZE) byContent.delete(byContent.keys().next().value as string);
  return entry;
}

export function compiledWordLists(lists: WordLists | undefined): CompiledWordLists | undefined {
  if (!lists || hasNoEntries(lists)) return undefined;
  let entry = byObject.get(lists);
  if (!entry) {
    entry = compiledByContent(lists);
    byObject.set(lists, entry);
  }
  return entry;
}

// `tone`: the message model's findings, when the caller read them (src/core/tone/analyze-message.ts).
export const analyzeWithLists = (text: string, lists?: WordLists, tone?: ToneFindings): Analysis =>
  analyze(text, compiledWordLists(lists), tone);

// findTriggerWords with the lists: custom triggers count, allowed words and switched-off rules don't.
export const findTriggerWordsWithLists = (text: string, lists?: WordLists): Finding[] =>
  findTriggerWords(text, compiledWordLists(lists));
