// npm run bench:analyze: speed of our analysis against write-good on the shared corpus.
// Prints messages per second and per-message latency (p50, p99) for each, and the speed ratio;
// also with a person's 100-entry word list (bench/fixtures/word-lists-100.json, issue 16), and
// with the message model's tone findings already read (the hostility rule's own cost, issue 25);
// then the tone reading itself, once over a sample, in milliseconds.
//
// Both tools are measured the same way: the same texts, the same warm-up time, then timed blocks of
// whole passes over the corpus, alternating calmly / write-good so that both see the same load on a
// shared machine. A tool's throughput is its median block (a burst of other work only spoils a
// block or two); the spread of the blocks is printed too.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { analyze } from '../src/core/analysis/analyze.ts';
import { analyzeWithLists } from '../src/core/lists/analyze-with-lists.ts';
import { WordListsSchema } from '../src/core/lists/word-lists-schema.ts';
import type { Finding } from '../src/core/schemas.ts';
import { findToneIssues } from '../src/core/tone/tone-findings.ts';

const WARM_UP_S = 0.5;
const BLOCK_S = 0.25;
const BLOCKS = 7;

const repoRoot = resolve(import.meta.dirname, '..');
const corpusDir = resolve(repoRoot, '../shared/corpus');
const writeGood = createRequire(import.meta.url)('write-good') as (text: string) => unknown[];

function loadCorpus(): string[] {
  const messages = readFileSync(resolve(corpusDir, 'messages.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { text: string }).text);
  const enron = readFileSync(resolve(corpusDir, 'external/enron-requests.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return [...messages, ...enron];
}

type Run = (text: string) => unknown;

const wordLists = WordListsSchema.parse(
  JSON.parse(readFileSync(resolve(import.meta.dirname, 'fixtures/word-lists-100.json'), 'utf8')),
);
const listEntries = wordLists.allow.length + wordLists.off.length + wordLists.custom.length;

const secondsSince = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

// Whole passes over the texts until `seconds` have gone by.
function timedPasses(run: Run, texts: readonly string[], seconds: number) {
  const start = process.hrtime.bigint();
  let passes = 0;
  do {
    for (const text of texts) run(text);
    passes += 1;
  } while (secondsSince(start) < seconds);
  return { passes, messagesPerSecond: (passes * texts.length) / secondsSince(start) };
}

function latencies(run: Run, texts: readonly string[], passes: number) {
  const micros = new Float64Array(passes * texts.length);
  let index = 0;
  for (let pass = 0; pass < passes; pass += 1) {
    for (const text of texts) {
      const callStart = process.hrtime.bigint();
      run(text);
      micros[index++] = Number(process.hrtime.bigint() - callStart) / 1000;
    }
  }
  return micros.sort();
}

const at = (sorted: ArrayLike<number>, fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;

interface Tool {
  readonly label: string;
  readonly run: Run;
  readonly blocks: number[];
  passes: number;
}

const texts = loadCorpus();
const averageChars = texts.reduce((sum, text) => sum + text.length, 0) / texts.length;
console.log(
  `Corpus: ${texts.length} messages (${Math.round(averageChars)} characters on average) from ${corpusDir}`,
);
// The tone findings of each text, read once: the analysis takes them as data (ADR 017).
const toneOf = new Map<string, Finding[]>(texts.map((text) => [text, findToneIssues(text)]));
const hostileCount = texts.filter(
  (text) => analyze(text, undefined, toneOf.get(text)).beyondSpecRules,
).length;
const tools: Tool[] = [
  { label: 'calmly', run: (text) => analyze(text), blocks: [], passes: 0 },
  { label: 'calmly+tone', run: (text) => analyze(text, undefined, toneOf.get(text)), blocks: [], passes: 0 },
  { label: 'calmly+list', run: (text) => analyzeWithLists(text, wordLists), blocks: [], passes: 0 },
  { label: 'write-good', run: writeGood, blocks: [], passes: 0 },
];
for (const tool of tools) timedPasses(tool.run, texts, WARM_UP_S);
for (let block = 0; block < BLOCKS; block += 1) {
  for (const tool of tools) {
    const { passes, messagesPerSecond } = timedPasses(tool.run, texts, BLOCK_S);
    tool.blocks.push(messagesPerSecond);
    tool.passes += passes;
  }
}

const perSecond = (value: number) => Math.round(value).toLocaleString('en-US');
const medians = tools.map((tool) => {
  const sorted = [...tool.blocks].sort((a, b) => a - b);
  // Latency from timing each call of as many passes as one block held.
  const micros = latencies(tool.run, texts, Math.max(1, Math.round(tool.passes / BLOCKS)));
  console.log(
    `${tool.label.padEnd(12)} ${perSecond(at(sorted, 0.5)).padStart(10)} messages/s   ` +
      `p50 ${at(micros, 0.5).toFixed(1).padStart(7)} µs   p99 ${at(micros, 0.99).toFixed(1).padStart(8)} µs   ` +
      `(${(tool.passes * texts.length).toLocaleString('en-US')} runs in ${BLOCKS} blocks: ` +
      `${perSecond(sorted[0] ?? 0)}–${perSecond(sorted[sorted.length - 1] ?? 0)} messages/s)`,
  );
  return at(sorted, 0.5);
});
const [ours = 0, withTone = 0, withList = 0, reference = 1] = medians;
console.log(`Speed ratio: calmly is ${(ours / reference).toFixed(0)}× faster than write-good (messages/s)`);
console.log(
  `With a ${listEntries}-entry word list: ${(withList / reference).toFixed(0)}× faster than write-good ` +
    `(${((withList / ours) * 100).toFixed(0)}% of calmly without lists)`,
);
console.log(
  `With the tone findings given: ${(withTone / reference).toFixed(0)}× faster than write-good ` +
    `(${((withTone / ours) * 100).toFixed(0)}% of calmly without them); the hostility rule fires on ` +
    `${hostileCount} of ${texts.length} messages`,
);

// The tone reading (the message model, compromise): what /api/analyze runs in a worker thread and
// the browser runs once its chunk has loaded.
const TONE_SAMPLE = 400;
const sample = texts.slice(0, TONE_SAMPLE);
const toneMillis = sample
  .map((text) => {
    const start = process.hrtime.bigint();
    findToneIssues(text);
    return Number(process.hrtime.bigint() - start) / 1e6;
  })
  .sort((a, b) => a - b);
console.log(
  `Tone reading (${sample.length} messages, warm): p50 ${at(toneMillis, 0.5).toFixed(2)} ms   ` +
    `p99 ${at(toneMillis, 0.99).toFixed(2)} ms`,
);
