// npm run train:detox: learns from ParaDetox (../shared/corpus/external/paradetox-train.tsv, CC0)
// what people delete, replace (and with what, after which word) and keep when they rewrite a toxic
// sentence, and writes src/core/rewrite/detox/learned-edits.generated.json, which the product ships.
// The rows bench:detox scores on (bench/detox-corpus.ts) are never read here.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { splitDetoxCorpus } from '../bench/detox-corpus.ts';
import { alignWords, detoxWords } from '../src/core/rewrite/detox/align.ts';
import { isWordLike } from '../src/core/rewrite/detox/toxic-words.ts';

const OUT = resolve(import.meta.dirname, '../src/core/rewrite/detox/learned-edits.generated.json');
// A pair that shares less than this share of the toxic words was rephrased, not edited: it says
// nothing about single words.
const MIN_OVERLAP = 0.5;
// Only words seen this often, and changed at least this often, are shipped: the rest are kept.
const MIN_SEEN = 3;
const MIN_CHANGE_RATE = 0.25;
const MIN_CONTEXT = 2;

interface WordCounts {
  seen: number;
  deleted: number;
  replaced: number;
  by: Map<string, number>;
}
const words = new Map<string, WordCounts>();
// Replacements learned after a given word: "of shit" -> "nonsense" is not "a shit" -> ...
const afterWord = new Map<string, Map<string, number>>();
// Runs of two or three words replaced or deleted as one: "give a shit" -> "care".
const phrases = new Map<string, Map<string, number>>();
const countsOf = (word: string) => {
  let counts = words.get(word);
  if (!counts) {
    counts = { seen: 0, deleted: 0, replaced: 0, by: new Map() };
    words.set(word, counts);
  }
  return counts;
};
const bump = (map: Map<string, number>, key: string, weight: number) =>
  map.set(key, (map.get(key) ?? 0) + weight);

const { train, heldBack } = splitDetoxCorpus();
let usedPairs = 0;
let skippedPairs = 0;
for (const row of train) {
  const toxic = detoxWords(row.toxic);
  const weight = 1 / row.neutral.length;
  for (const neutralText of row.neutral) {
    const neutral = detoxWords(neutralText);
    const alignment = alignWords(toxic, neutral);
    if (alignment.kept < toxic.length * MIN_OVERLAP) {
      skippedPairs++;
      continue;
    }
    usedPairs++;
    for (const gap of alignment.gaps) {
      if (gap.to - gap.from < 2 || gap.to - gap.from > 3) continue;
      const phrase = toxic.slice(gap.from, gap.to).join(' ');
      if (!phrases.has(phrase)) phrases.set(phrase, new Map());
      bump(phrases.get(phrase) as Map<string, number>, gap.text, weight);
    }
    alignment.edits.forEach((edit, index) => {
      const word = toxic[index] as string;
      const counts = countsOf(word);
      counts.seen += weight;
      if (edit === null) return;
      if (edit === '') {
        counts.deleted += weight;
        return;
      }
      counts.replaced += weight;
      bump(counts.by, edit, weight);
      const before = toxic[index - 1];
      const alone = alignment.gaps.some((gap) => gap.from === index && gap.to === index + 1);
      if (before && alone) {
        const context = `${before} ${word}`;
        if (!afterWord.has(context)) afterWord.set(context, new Map());
        bump(afterWord.get(context) as Map<string, number>, edit, weight);
      }
    });
  }
}

const round = (value: number) => Math.round(value * 10) / 10;
const top = (map: Map<string, number>) => [...map.entries()].sort((a, b) => b[1] - a[1])[0];
// [seen, deleted, replaced, the three most common replacements]. Only what the product reads is
// shipped, since the data rides in the extension's engine chunk: no counts beside replacements, and
// no token that can't be a word (toxic-words.ts never judges "16" or "#2").
const learned: Record<string, [number, number, number, string[]]> = {};
const topThree = (map: Map<string, number>): string[] =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([text]) => text);
for (const [word, counts] of [...words.entries()].sort(([a], [b]) => a.localeCompare(b))) {
  const changed = counts.deleted + counts.replaced;
  if (counts.seen < MIN_SEEN || changed / counts.seen < MIN_CHANGE_RATE || !isWordLike(word)) continue;
  learned[word] = [round(counts.seen), round(counts.deleted), round(counts.replaced), topThree(counts.by)];
}
const contexts: Record<string, string> = {};
for (const [context, replacements] of [...afterWord.entries()].sort(([a], [b]) => a.localeCompare(b))) {
  const word = context.split(' ')[1] as string;
  const best = top(replacements);
  if (!learned[word] || !best || best[1] < MIN_CONTEXT) continue;
  contexts[context] = best[0];
}

// How often each learned phrase occurs at all in the rows learned from, for its rate.
const phraseSeen = new Map<string, number>();
for (const row of train) {
  const toxic = detoxWords(row.toxic);
  for (let size = 2; size <= 3; size++)
    for (let at = 0; at + size <= toxic.length; at++) {
      const phrase = toxic.slice(at, at + size).join(' ');
      if (phrases.has(phrase)) bump(phraseSeen, phrase, 1);
    }
}
// The replacement ('' deletes).
const phraseEdits: Record<string, string> = {};
for (const [phrase, replacements] of [...phrases.entries()].sort(([a], [b]) => a.localeCompare(b))) {
  const best = top(replacements);
  const seen = phraseSeen.get(phrase) ?? 0;
  if (!best || best[1] < MIN_CONTEXT || best[1] < seen * MIN_CHANGE_RATE) continue;
  phraseEdits[phrase] = best[0];
}

const data = {
  about:
    'Generated by npm run train:detox from ParaDetox (CC0): per word [seen, deleted, replaced, [replacements]]; after: replacement after a given word; phrases: replacement of a run.',
  rows: train.length,
  pairs: usedPairs,
  words: learned,
  after: contexts,
  phrases: phraseEdits,
};
const json = `${JSON.stringify(data)}\n`;
writeFileSync(OUT, json);
// Formatted as the repository's linter wants it, so a rebuild leaves no formatting diff.
execFileSync('npx', ['biome', 'format', '--write', OUT], { stdio: 'ignore' });
console.log(
  `Learned from ${train.length} rows (${usedPairs} pairs used, ${skippedPairs} rephrased skipped); ${heldBack.length} held back.`,
);
console.log(
  `${Object.keys(learned).length} words, ${Object.keys(contexts).length} contexts, ${Object.keys(phraseEdits).length} phrases -> ${OUT} (${(json.length / 1024).toFixed(1)} KB)`,
);
