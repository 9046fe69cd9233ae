// chrF (Popović 2015) exactly as the project's ../shared/tools/rewrite_behaviours.py computes it, so
// the figures compare: lower-cased, runs of whitespace made one space, character n-grams of orders
// 1 to 6, precision and recall averaged over the orders both sides have, then F with beta = 2.
// Returns 0..1.
const MAX_ORDER = 6;
const BETA = 2;

function ngramCounts(text: string, order: number): Map<string, number> {
  const counts = new Map<string, number>();
  const chars = [...text];
  for (let start = 0; start + order <= chars.length; start++) {
    const gram = chars.slice(start, start + order).join('');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

const normalised = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean).join(' ');

export function chrF(hypothesis: string, reference: string): number {
  const hyp = normalised(hypothesis);
  const ref = normalised(reference);
  let precision = 0;
  let recall = 0;
  let orders = 0;
  for (let order = 1; order <= MAX_ORDER; order++) {
    const hypGrams = ngramCounts(hyp, order);
    const refGrams = ngramCounts(ref, order);
    if (hypGrams.size === 0 || refGrams.size === 0) continue;
    let hypTotal = 0;
    let refTotal = 0;
    let matched = 0;
    for (const count of hypGrams.values()) hypTotal += count;
    for (const count of refGrams.values()) refTotal += count;
    for (const [gram, count] of hypGrams) matched += Math.min(count, refGrams.get(gram) ?? 0);
    precision += matched / hypTotal;
    recall += matched / refTotal;
    orders += 1;
  }
  if (orders === 0) return 0;
  precision /= orders;
  recall /= orders;
  const factor = BETA * BETA;
  return precision + recall === 0 ? 0 : ((1 + factor) * precision * recall) / (factor * precision + recall);
}

// The best match among the human rewrites: each is one acceptable answer.
export const bestChrF = (hypothesis: string, references: readonly string[]): number =>
  Math.max(0, ...references.map((reference) => chrF(hypothesis, reference)));
