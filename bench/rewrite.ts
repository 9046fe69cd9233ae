// npm run bench:rewrite: the offline rewrite engine against its quality bar, on the shared corpus.
// Corpus A: every message of messages.jsonl × every tone × every intent (default persona).
// Corpus B: the 800 real Enron requests, as write-email with default options.
// Prints the pass rate of each check, the first failures of each, variety (tones, intents) and latency.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import {
  buildRequest,
  type CheckOutcome,
  checkRewrite,
  MIN_DISTINCT_INTENTS,
  MIN_DISTINCT_TONES,
  measureVariety,
  QUALITY_CHECKS,
  type QualityCheck,
} from '../src/core/rewrite/quality.ts';
import { rewriteMessage } from '../src/core/rewrite/rewrite.ts';
import { INTENTS, TONES, type TransformRequest } from '../src/core/schemas.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const corpusDir = resolve(repoRoot, '../shared/corpus');
const SHOWN_FAILURES = Number(process.env.SHOW_FAILURES ?? 4);
const P99_BUDGET_MS = 5;
const LATENCY_REPEATS = 5;

interface CorpusMessage {
  id: string;
  taskType: string;
  text: string;
}

const messages: CorpusMessage[] = readFileSync(resolve(corpusDir, 'messages.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as CorpusMessage);
const enron = readFileSync(resolve(corpusDir, 'external/enron-requests.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

interface Case {
  label: string;
  request: TransformRequest;
}

const corpusA: Case[] = messages.flatMap((message) =>
  TONES.flatMap((tone) =>
    INTENTS.map((intent) => ({
      label: `${message.id} ${message.taskType} ${tone}/${intent}`,
      request: buildRequest(message.taskType, message.text, tone, intent, 'general'),
    })),
  ),
);
const corpusB: Case[] = enron.map((text, index) => ({
  label: `enron#${index + 1}`,
  request: buildRequest('write-email', text, 'supportive', 'ask', 'general'),
}));

function runCorpus(name: string, cases: readonly Case[]) {
  const failures = new Map<QualityCheck, string[]>(QUALITY_CHECKS.map((check) => [check, []]));
  for (const { label, request } of cases) {
    const { generatedMessage } = rewriteMessage(request);
    for (const outcome of checkRewrite(request.originalMessage, generatedMessage)) {
      if (!outcome.passed)
        failures.get(outcome.check)?.push(describe(label, request, generatedMessage, outcome));
    }
  }
  console.log(`\n${name}: ${cases.length} rewrites`);
  for (const check of QUALITY_CHECKS) {
    const failed = failures.get(check) ?? [];
    const rate = (100 * (cases.length - failed.length)) / cases.length;
    console.log(`  ${check.padEnd(12)} ${rate.toFixed(1).padStart(5)} %  (${failed.length} failed)`);
    for (const failure of failed.slice(0, SHOWN_FAILURES)) console.log(failure);
  }
}

const elapsedMs = (run: () => unknown) => {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

// Each rewrite is timed LATENCY_REPEATS times. The single-shot figures include whatever else the
// machine was doing; the per-rewrite median filters out moments when the process was not running.
function measureLatency(cases: readonly Case[]) {
  const singleShot: number[] = [];
  const medians: number[] = [];
  for (const { request } of cases) {
    const runs = Array.from({ length: LATENCY_REPEATS }, () => elapsedMs(() => rewriteMessage(request)));
    singleShot.push(runs[0] ?? Number.NaN);
    medians.push(runs.sort((a, b) => a - b)[Math.floor(LATENCY_REPEATS / 2)] ?? Number.NaN);
  }
  return { singleShot: singleShot.sort((a, b) => a - b), medians: medians.sort((a, b) => a - b) };
}

function describe(label: string, request: TransformRequest, rewrite: string, outcome: CheckOutcome) {
  const indent = (text: string) => text.replace(/^/gm, '        ');
  return `    ✗ ${label}: ${outcome.detail}\n${indent(request.originalMessage)}\n      →\n${indent(rewrite)}`;
}

function runVariety() {
  let toneFailures = 0;
  let intentFailures = 0;
  for (const message of messages) {
    const variety = measureVariety(message.taskType, message.text);
    const tonesOk = variety.distinctTones >= MIN_DISTINCT_TONES;
    const intentsOk = variety.distinctIntents >= MIN_DISTINCT_INTENTS;
    if (!tonesOk) toneFailures += 1;
    if (!intentsOk) intentFailures += 1;
    if (!tonesOk || !intentsOk) {
      console.log(
        `    ✗ ${message.id}: ${variety.distinctTones} tone texts, ${variety.distinctIntents} intent texts`,
      );
    }
  }
  const rate = (failed: number) => ((100 * (messages.length - failed)) / messages.length).toFixed(1);
  console.log(`\nVariety over ${messages.length} messages`);
  console.log(`  tones   ≥${MIN_DISTINCT_TONES} texts  ${rate(toneFailures)} %`);
  console.log(`  intents ≥${MIN_DISTINCT_INTENTS} texts  ${rate(intentFailures)} %`);
}

const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;

// Warm up the JIT on a first pass, so the figures describe a running server.
for (const { request } of [...corpusA, ...corpusB].slice(0, 300)) rewriteMessage(request);
runCorpus('Corpus A (messages.jsonl × tones × intents)', corpusA);
runCorpus('Corpus B (Enron requests)', corpusB);
runVariety();

const { singleShot, medians } = measureLatency([...corpusA, ...corpusB]);
const line = (sorted: readonly number[]) =>
  `p50 ${percentile(sorted, 0.5).toFixed(3)} ms   p99 ${percentile(sorted, 0.99).toFixed(3)} ms   max ${sorted.at(-1)?.toFixed(3)} ms`;
const [load1] = loadavg();
console.log(
  `\nLatency over ${medians.length} rewrites (load average ${load1?.toFixed(1)} on ${availableParallelism()} cores)`,
);
console.log(`  single shot:              ${line(singleShot)}`);
console.log(`  median of ${LATENCY_REPEATS} per rewrite:   ${line(medians)}`);
const p99 = percentile(medians, 0.99);
console.log(`  p99 within ${P99_BUDGET_MS} ms: ${p99 <= P99_BUDGET_MS ? 'yes' : 'NO'}`);
