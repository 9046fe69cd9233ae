// The ParaDetox corpus (../shared/corpus/external/paradetox-train.tsv, CC0) as train:detox and
// bench:detox both read it: toxic sentences, each with one to three human rewrites, split once by a
// seeded hash of the toxic text so the held-back part is the same in every run and never learned from.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface DetoxRow {
  readonly toxic: string;
  readonly neutral: readonly string[];
}

const CORPUS = resolve(import.meta.dirname, '../../shared/corpus/external/paradetox-train.tsv');
// 15 % held back; the salt fixes which rows, so changing it is a new split (retrain before benching).
const HELD_BACK_PERCENT = 15;
const SPLIT_SALT = 'calmly-detox-2026';

export function readDetoxCorpus(): DetoxRow[] {
  const [, ...lines] = readFileSync(CORPUS, 'utf8').split('\n');
  return lines.flatMap((line) => {
    const [toxic = '', ...rewrites] = line.split('\t');
    const neutral = rewrites.map((text) => text.trim()).filter(Boolean);
    return toxic.trim() && neutral.length > 0 ? [{ toxic: toxic.trim(), neutral }] : [];
  });
}

// FNV-1a, 32 bit: a stable hash with no dependency.
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export const isHeldBack = (row: DetoxRow): boolean =>
  fnv1a(`${SPLIT_SALT}\u0000${row.toxic}`) % 100 < HELD_BACK_PERCENT;

export function splitDetoxCorpus(rows = readDetoxCorpus()): { train: DetoxRow[]; heldBack: DetoxRow[] } {
  const train: DetoxRow[] = [];
  const heldBack: DetoxRow[] = [];
  // A toxic sentence that occurs twice falls on one side only: its hash decides.
  for (const row of rows) (isHeldBack(row) ? heldBack : train).push(row);
  return { train, heldBack };
}
