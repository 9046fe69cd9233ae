import { FALSE_REASSURANCE } from './reassurance.ts';

// Behaviour checks for a rewrite, in the spirit of CheckList (Ribeiro et al., 2020): what a careful
// editor keeps and what they would never write. The same checks as
// ../shared/tools/rewrite_behaviours.py, used by src/core/rewrite/behaviours.test.ts and by
// `npm run bench:rewrite`, so all three agree on what "passes" means.

export interface BehaviourCase {
  readonly id: string;
  readonly text: string;
  readonly taskType: string;
  readonly tone: string;
  readonly intent: string;
  readonly persona: string;
  // Regular expressions (case-insensitive) that must all match the rewrite.
  readonly keep?: readonly string[];
  // Regular expressions (case-insensitive) that must never match the rewrite.
  readonly forbid?: readonly string[];
  // Already kind: change it little.
  readonly kind?: boolean;
  // A real time limit: no false reassurance.
  readonly deadline?: boolean;
}

export const KIND_MAX_LENGTH_RATIO = 1.3;
export const KIND_MIN_CHRF = 0.55;
export const STOCK_LINE_SHARE = 0.25;
const STOCK_LINE_MIN_WORDS = 4;

const charGrams = (text: string, size: number) => {
  const counts = new Map<string, number>();
  for (let index = 0; index + size <= text.length; index += 1) {
    const gram = text.slice(index, index + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
};
const total = (counts: ReadonlyMap<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

// chrF (Popović, 2015): character n-gram F-score, n = 1…6, β = 2, on lower-cased text with single
// spaces. 1 means the same characters in the same runs; a kind message should stay above 0.55.
export function chrF(hypothesis: string, reference: string, maxOrder = 6, beta = 2): number {
  const squash = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean).join(' ');
  const [hyp, ref] = [squash(hypothesis), squash(reference)];
  let precision = 0;
  let recall = 0;
  let orders = 0;
  for (let size = 1; size <= maxOrder; size += 1) {
    const [h, r] = [charGrams(hyp, size), charGrams(ref, size)];
    if (h.size === 0 || r.size === 0) continue;
    let matched = 0;
    for (const [gram, count] of h) matched += Math.min(count, r.get(gram) ?? 0);
    precision += matched / total(h);
    recall += matched / total(r);
    orders += 1;
  }
  if (orders === 0) return 0;
  [precision, recall] = [precision / orders, recall / orders];
  if (precision + recall === 0) return 0;
  return ((1 + beta ** 2) * precision * recall) / (beta ** 2 * precision + recall);
}

export const lengthRatio = (original: string, rewrite: string) =>
  rewrite.length / Math.max(1, original.length);

// Every problem with one rewrite, in a line each; an empty list means the case passes.
export function checkBehaviour(behaviour: BehaviourCase, rewrite: string): string[] {
  const problems: string[] = [];
  for (const pattern of behaviour.keep ?? []) {
    if (!new RegExp(pattern, 'i').test(rewrite)) problems.push(`lost /${pattern}/`);
  }
  for (const pattern of behaviour.forbid ?? []) {
    const found = new RegExp(pattern, 'i').exec(rewrite);
    if (found) problems.push(`wrote '${found[0]}'`);
  }
  const reassurance = behaviour.deadline ? FALSE_REASSURANCE.exec(rewrite) : null;
  if (reassurance) problems.push(`false reassurance '${reassurance[0]}' despite a real time limit`);
  if (behaviour.kind) {
    const ratio = lengthRatio(behaviour.text, rewrite);
    const similarity = chrF(rewrite, behaviour.text);
    if (ratio > KIND_MAX_LENGTH_RATIO) problems.push(`kind message grew ${ratio.toFixed(2)}x`);
    if (similarity < KIND_MIN_CHRF)
      problems.push(`kind message changed too much (chrF ${similarity.toFixed(2)})`);
  }
  return problems;
}

// The sentences of 4+ words of a text, lower-cased letters only, as the shared tool compares them.
export function longSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) =>
      sentence
        .toLowerCase()
        .replace(/[^a-z' ]/g, '')
        .trim()
        .split(/\s+/)
        .filter(Boolean),
    )
    .filter((words) => words.length >= STOCK_LINE_MIN_WORDS)
    .map((words) => words.join(' '));
}

export interface StockLine {
  readonly sentence: string;
  readonly count: number;
}

// Stock lines: a sentence of 4+ words found in more than a quarter of a corpus's rewrites.
export function findStockLines(rewrites: readonly string[], share = STOCK_LINE_SHARE): StockLine[] {
  const counts = new Map<string, number>();
  for (const rewrite of rewrites) {
    for (const sentence of new Set(longSentences(rewrite)))
      counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count > share * rewrites.length)
    .map(([sentence, count]) => ({ sentence, count }))
    .sort((a, b) => b.count - a.count);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
