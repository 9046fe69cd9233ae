// npm run bench:detox: the offline rewriter on the ParaDetox rows that train:detox held back (never
// learned from), each toxic sentence sent as a message with default options. Prints, in one run,
// for the rewriter and two baselines (copying the input; deleting listed words):
//   median and mean chrF to the closest human rewrite, the share with profanity left (obscenity),
//   with an insult or sure swear word left (cuss, sureness 2), identical to the input, and the
//   outputs given for 3 or more different inputs. A fourth row shows the learned word pass alone.
import { cuss } from 'cuss';
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { applyDetoxEdits } from '../src/core/rewrite/detox/apply-edits.ts';
import { detoxEdits } from '../src/core/rewrite/detox/word-edits.ts';
import { joinTokens, tokenizeSentences } from '../src/core/rewrite/parse/tokens.ts';
import { rewriteMessage } from '../src/core/rewrite/rewrite.ts';
import { readClause } from '../src/core/rewrite/understand/clause-facts.ts';
import { TransformRequestSchema } from '../src/core/schemas.ts';
import { bestChrF } from './chrf.ts';
import { splitDetoxCorpus } from './detox-corpus.ts';

const SHOWN = Number(process.env.SHOW_WORST ?? 0);
// SHOW_LOSSES=n (training part only): the n rows where the rewriter falls furthest below the
// learned word pass or the delete-listed baseline, to find the kinds of row where it edits too much.
const LOSSES = Number(process.env.SHOW_LOSSES ?? 0);
const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
const sureWords = new Set(Object.entries(cuss).flatMap(([word, sureness]) => (sureness >= 2 ? [word] : [])));
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];

const isProfane = (text: string) => matcher.hasMatch(text);
const hasSureWord = (text: string) => wordsOf(text).some((word) => sureWords.has(word));

// Baseline: every word obscenity or cuss (sureness 2) lists is deleted, nothing else changes.
function deleteListed(text: string): string {
  return text
    .split(/\s+/)
    .filter((word) => {
      const bare = word.toLowerCase().replace(/[^\p{L}'’-]/gu, '');
      return !bare || !(sureWords.has(bare) || (/\p{L}{2}/u.test(bare) && matcher.hasMatch(bare)));
    })
    .join(' ');
}

// The learned word pass on its own (src/core/rewrite/detox), every clause kept: what the data
// alone gives, beside what the whole rewriter makes of it.
function learnedWordsOnly(text: string): string {
  return tokenizeSentences(text)
    .map((tokens) => {
      const edits = detoxEdits(tokens, { scores: readClause(tokens, false).scores });
      return joinTokens(applyDetoxEdits(tokens, edits));
    })
    .join('')
    .trim();
}

const rewrite = (text: string) =>
  rewriteMessage(TransformRequestSchema.parse({ originalMessage: text })).generatedMessage;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

// DETOX_PART=train studies the kinds of failure on a sample of the training part (every 7th row)
// instead, so held-back rows are never read one by one while working on the rewriter.
const STUDY_TRAIN = process.env.DETOX_PART === 'train';
const split = splitDetoxCorpus();
const heldBack = STUDY_TRAIN ? split.train.filter((_, index) => index % 7 === 0) : split.heldBack;
const systems: Record<string, (text: string) => string> = {
  rewriter: rewrite,
  'copy input': (text) => text,
  'delete listed': deleteListed,
  'learned words': learnedWordsOnly,
};

console.log(
  STUDY_TRAIN
    ? `ParaDetox training rows (study sample): ${heldBack.length}`
    : `ParaDetox held-back rows: ${heldBack.length} (never learned from)`,
);
console.log(
  `${'system'.padEnd(14)} ${'median chrF'.padStart(11)} ${'mean chrF'.padStart(9)} ${'profanity'.padStart(9)} ${'sure word'.padStart(9)} ${'identical'.padStart(9)} ${'empty'.padStart(6)} ${'repeated 3+'.padStart(11)}`,
);
const human = heldBack.map((row) => row.neutral[0] ?? '');
const scoresOf: Record<string, number[]> = {};
const outputsOf: Record<string, string[]> = {};
for (const [name, system] of Object.entries(systems)) {
  const outputs = heldBack.map((row) => system(row.toxic));
  const scores = outputs.map((output, index) => bestChrF(output, heldBack[index]?.neutral ?? []));
  scoresOf[name] = scores;
  outputsOf[name] = outputs;
  const inputsPerOutput = new Map<string, Set<string>>();
  outputs.forEach((output, index) => {
    const key = output.trim().toLowerCase();
    if (!key) return;
    const inputs = inputsPerOutput.get(key) ?? new Set();
    inputs.add(heldBack[index]?.toxic ?? '');
    inputsPerOutput.set(key, inputs);
  });
  const repeated = [...inputsPerOutput.values()].filter((inputs) => inputs.size >= 3).length;
  const row = [
    name.padEnd(14),
    median(scores).toFixed(3).padStart(11),
    (scores.reduce((sum, score) => sum + score, 0) / scores.length).toFixed(3).padStart(9),
    percent(outputs.filter(isProfane).length, outputs.length).padStart(9),
    percent(outputs.filter(hasSureWord).length, outputs.length).padStart(9),
    percent(
      outputs.filter((output, index) => output.trim() === heldBack[index]?.toxic).length,
      outputs.length,
    ).padStart(9),
    percent(outputs.filter((output) => !output.trim()).length, outputs.length).padStart(6),
    String(repeated).padStart(11),
  ];
  console.log(row.join(' '));
  if (name === 'rewriter' && SHOWN > 0) {
    const worst = scores.map((score, index) => ({ score, index })).sort((a, b) => a.score - b.score);
    for (const { score, index } of worst.slice(0, SHOWN))
      console.log(
        `   ${score.toFixed(2)}  in : ${heldBack[index]?.toxic}\n         out: ${outputs[index]?.replace(/\n/g, ' / ')}\n         ref: ${heldBack[index]?.neutral.join(' | ')}`,
      );
  }
}
if (STUDY_TRAIN && LOSSES > 0) {
  const ours = scoresOf.rewriter ?? [];
  const losses = heldBack
    .map((_, index) => {
      const learned = scoresOf['learned words']?.[index] ?? 0;
      const listed = scoresOf['delete listed']?.[index] ?? 0;
      const rival = learned >= listed ? 'learned words' : 'delete listed';
      return { index, rival, gap: Math.max(learned, listed) - (ours[index] ?? 0) };
    })
    .filter((loss) => loss.gap > 0.001)
    .sort((a, b) => b.gap - a.gap);
  console.log(`\nRows where the rewriter loses to a baseline: ${losses.length}`);
  for (const { index, rival, gap } of losses.slice(0, LOSSES))
    console.log(
      `  -${gap.toFixed(2)}  in : ${heldBack[index]?.toxic}\n         out: ${outputsOf.rewriter?.[index]?.replace(/\n/g, ' / ')}\n         ${rival === 'learned words' ? 'lrn' : 'del'}: ${outputsOf[rival]?.[index]}\n         ref: ${heldBack[index]?.neutral.join(' | ')}`,
    );
}
console.log(
  `\nFor reference, the first human rewrite: profanity ${percent(human.filter(isProfane).length, human.length)}, sure word ${percent(human.filter(hasSureWord).length, human.length)}`,
);
console.log(
  'Targets: profanity ≤ 1 %, median chrF ≥ 0.85 and above both baselines, no output for 3+ inputs.',
);
