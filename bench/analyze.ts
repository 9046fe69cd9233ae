// npm run bench:analyze: speed of our analysis against write-good on the shared corpus.
// Prints messages per second and per-message latency (p50, p99) for each, and the speed ratio.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { analyze } from '../src/core/analysis/analyze.ts';

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

interface Figures {
  messagesPerSecond: number;
  p50Micros: number;
  p99Micros: number;
  runs: number;
}

const percentile = (sorted: Float64Array, fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;

// Throughput from one timed pass over corpus × rounds; latency from timing each call of a second pass.
function measure(run: (text: string) => unknown, texts: readonly string[], rounds: number): Figures {
  for (let round = 0; round < Math.max(1, Math.floor(rounds / 10)); round += 1)
    for (const text of texts) run(text);
  const start = process.hrtime.bigint();
  for (let round = 0; round < rounds; round += 1) for (const text of texts) run(text);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const runs = rounds * texts.length;

  const latencies = new Float64Array(runs);
  let index = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const text of texts) {
      const callStart = process.hrtime.bigint();
      run(text);
      latencies[index++] = Number(process.hrtime.bigint() - callStart) / 1000;
    }
  }
  latencies.sort();
  return {
    messagesPerSecond: runs / seconds,
    p50Micros: percentile(latencies, 0.5),
    p99Micros: percentile(latencies, 0.99),
    runs,
  };
}

const format = (label: string, figures: Figures) =>
  `${label.padEnd(12)} ${Math.round(figures.messagesPerSecond).toLocaleString('en-US').padStart(10)} messages/s   ` +
  `p50 ${figures.p50Micros.toFixed(1).padStart(7)} µs   p99 ${figures.p99Micros.toFixed(1).padStart(8)} µs   (${figures.runs.toLocaleString('en-US')} runs)`;

const texts = loadCorpus();
const averageChars = texts.reduce((sum, text) => sum + text.length, 0) / texts.length;
console.log(
  `Corpus: ${texts.length} messages (${Math.round(averageChars)} characters on average) from ${corpusDir}`,
);
const ours = measure(analyze, texts, 200);
console.log(format('calmly', ours));
const reference = measure(writeGood, texts, 5);
console.log(format('write-good', reference));
console.log(
  `Speed ratio: calmly is ${(ours.messagesPerSecond / reference.messagesPerSecond).toFixed(0)}× faster than write-good (messages/s)`,
);
