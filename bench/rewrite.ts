// npm run bench:rewrite: the offline rewriter against issue 12's bar, on the shared corpus.
//   behaviours   ../shared/corpus/rewrite-behaviours.jsonl, judged like ../shared/tools/rewrite_behaviours.py
//   messages     ../shared/corpus/messages.jsonl, each with its own task type and default options
//   enron        ../shared/corpus/external/enron-requests.txt, as write-email (real, noisy requests)
// Prints the behaviour pass rate, stock lines, median length ratio, facts kept, trigger words left,
// rewrites scoring below their original, meaning-guard warnings, latency per message of up to
// 1,000 characters, and the longest event-loop block while the worker pool rewrites 5,000 characters.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { analyze, findTriggerWords } from '../src/core/analysis/analyze.ts';
import {
  type BehaviourCase,
  checkBehaviour,
  findStockLines,
  lengthRatio,
  median,
} from '../src/core/rewrite/check/behaviour-checks.ts';
import { missingFacts } from '../src/core/rewrite/check/facts.ts';
import { dropIsOnlyLength } from '../src/core/rewrite/check/length-only-drop.ts';
import { meaningGuardWarnings } from '../src/core/rewrite/check/meaning-guard.ts';
import { rewriteMessage } from '../src/core/rewrite/rewrite.ts';
import { type TransformRequest, TransformRequestSchema } from '../src/core/schemas.ts';
import { measureEventLoopBlock } from './event-loop-block.ts';
import { reportOptions, reportToneSpread } from './rewrite-options.ts';

const corpusDir = resolve(import.meta.dirname, '../../shared/corpus');
const SHOWN_FAILURES = Number(process.env.SHOW_FAILURES ?? 5);
const BEHAVIOUR_TARGET = 0.95;
const LENGTH_RATIO_TARGET = 1.3;
const P99_TARGET_MS = 20;
const LATENCY_MAX_CHARS = 1_000;
const LATENCY_REPEATS = 5;

const readLines = (path: string) =>
  readFileSync(resolve(corpusDir, path), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
const behaviours = readLines('rewrite-behaviours.jsonl').map((line) => JSON.parse(line) as BehaviourCase);
const messages = readLines('messages.jsonl').map(
  (line) => JSON.parse(line) as { id: string; taskType: string; text: string },
);
const enron = readLines('external/enron-requests.txt');

interface Case {
  label: string;
  request: TransformRequest;
}
const requestOf = (originalMessage: string, options: Partial<TransformRequest> = {}) =>
  TransformRequestSchema.parse({ ...options, originalMessage });
const behaviourCases: (Case & { behaviour: BehaviourCase })[] = behaviours.map((behaviour) => ({
  label: behaviour.id,
  behaviour,
  request: requestOf(behaviour.text, {
    taskType: behaviour.taskType,
    tone: behaviour.tone as TransformRequest['tone'],
    intent: behaviour.intent as TransformRequest['intent'],
    persona: behaviour.persona as TransformRequest['persona'],
  }),
}));
const messageCases: Case[] = messages.map(({ id, taskType, text }) => ({
  label: id,
  request: requestOf(text, { taskType }),
}));
const enronCases: Case[] = enron.map((text, index) => ({
  label: `enron#${index + 1}`,
  request: requestOf(text, { taskType: 'write-email' }),
}));

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' / ');

function reportBehaviours() {
  const failures: string[] = [];
  const rewrites: string[] = [];
  for (const { behaviour, request } of behaviourCases) {
    const rewrite = rewriteMessage(request).generatedMessage;
    rewrites.push(rewrite);
    const problems = checkBehaviour(behaviour, rewrite);
    if (problems.length > 0) {
      failures.push(
        `    ✗ ${behaviour.id}: ${problems.join('; ')}\n        in : ${oneLine(behaviour.text)}\n        out: ${oneLine(rewrite)}`,
      );
    }
  }
  const passed = behaviourCases.length - failures.length;
  const rate = passed / behaviourCases.length;
  console.log(`\nBehaviours (${behaviourCases.length} cases, target ≥ ${BEHAVIOUR_TARGET * 100} %)`);
  console.log(
    `  pass rate   ${passed}/${behaviourCases.length} = ${percent(passed, behaviourCases.length)}  ${rate >= BEHAVIOUR_TARGET ? 'ok' : 'BELOW TARGET'}`,
  );
  for (const failure of failures.slice(0, SHOWN_FAILURES)) console.log(failure);
  if (failures.length > SHOWN_FAILURES)
    console.log(`    … ${failures.length - SHOWN_FAILURES} more (SHOW_FAILURES=n)`);
  return { originals: behaviourCases.map((item) => item.request.originalMessage), rewrites };
}

function reportCorpus(name: string, originals: readonly string[], rewrites: readonly string[]) {
  const count = rewrites.length;
  const stock = findStockLines(rewrites);
  const ratio = median(rewrites.map((rewrite, index) => lengthRatio(originals[index] ?? '', rewrite)));
  let factsKept = 0;
  let triggersLeft = 0;
  let scoredBelow = 0;
  let belowBeyondLength = 0;
  let warned = 0;
  rewrites.forEach((rewrite, index) => {
    const original = originals[index] ?? '';
    if (missingFacts(original, rewrite).length === 0) factsKept += 1;
    if (findTriggerWords(rewrite).length > 0) triggersLeft += 1;
    const [before, after] = [analyze(original), analyze(rewrite)];
    if (after.score < before.score) scoredBelow += 1;
    if (after.score < before.score && !dropIsOnlyLength(before, after)) belowBeyondLength += 1;
    if (meaningGuardWarnings(original, rewrite).length > 0) warned += 1;
  });
  console.log(`\n${name}: ${count} rewrites`);
  console.log(`  stock lines (4+ words in > 25 %)   ${stock.length}  (target 0)`);
  for (const line of stock.slice(0, 5)) console.log(`    "${line.sentence}" in ${line.count}/${count}`);
  console.log(`  median length ratio                ${ratio.toFixed(2)}  (target ≤ ${LENGTH_RATIO_TARGET})`);
  console.log(`  every fact kept                    ${percent(factsKept, count)}`);
  console.log(`  spec trigger word left             ${percent(triggersLeft, count)}  (target 0 %)`);
  // An option the person chose may lose §5's length points for the words it adds (ADR 012).
  console.log(`  scores below the original          ${percent(scoredBelow, count)}`);
  console.log(`    beyond §5's length points        ${percent(belowBeyondLength, count)}  (target 0 %)`);
  console.log(`  meaning-guard warning              ${percent(warned, count)}`);
}

const rewriteAll = (cases: readonly Case[]) =>
  cases.map(({ request }) => rewriteMessage(request).generatedMessage);
const originalsOf = (cases: readonly Case[]) => cases.map(({ request }) => request.originalMessage);

const elapsedMs = (run: () => unknown) => {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e6;
};
const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;

// Each rewrite is timed LATENCY_REPEATS times; the per-rewrite median filters out the moments a
// busy shared machine did not run this process at all.
function reportLatency(cases: readonly Case[]) {
  const short = cases.filter(({ request }) => request.originalMessage.length <= LATENCY_MAX_CHARS);
  const medians = short
    .map(({ request }) => {
      const runs = Array.from({ length: LATENCY_REPEATS }, () => elapsedMs(() => rewriteMessage(request)));
      return runs.sort((a, b) => a - b)[Math.floor(LATENCY_REPEATS / 2)] ?? Number.NaN;
    })
    .sort((a, b) => a - b);
  const p99 = percentile(medians, 0.99);
  const [load] = loadavg();
  console.log(
    `\nLatency per message ≤ ${LATENCY_MAX_CHARS} chars, in process (${medians.length} messages, load ${load?.toFixed(1)} on ${availableParallelism()} cores)`,
  );
  console.log(
    `  p50 ${percentile(medians, 0.5).toFixed(2)} ms   p99 ${p99.toFixed(2)} ms   max ${medians.at(-1)?.toFixed(2)} ms   (target p99 ≤ ${P99_TARGET_MS} ms: ${p99 <= P99_TARGET_MS ? 'ok' : 'MISSED'})`,
  );
}

// Warm the JIT first, so the figures describe a running server.
for (const { request } of [...messageCases, ...enronCases].slice(0, 200)) rewriteMessage(request);
const behaviourRun = reportBehaviours();
reportCorpus('Behaviour rewrites', behaviourRun.originals, behaviourRun.rewrites);
reportCorpus(
  'messages.jsonl (own task type, default options)',
  originalsOf(messageCases),
  rewriteAll(messageCases),
);
const enronRewrites = rewriteAll(enronCases);
reportCorpus('Enron requests (write-email)', originalsOf(enronCases), enronRewrites);
reportOptions(messages.map((message) => message.text));
// The same tone target on real, noisy requests: a wider sample than the 50 messages.
reportToneSpread(originalsOf(enronCases), enronRewrites, 'Enron requests');
reportLatency([...messageCases, ...enronCases]);
await measureEventLoopBlock(messages.map((message) => message.text));
