// npm run bench:server-cpu: the CPU time per request of the work behind /api/analyze and
// /api/transform (issue 24, item 5), in-process, on bench:server's own messages. A shared machine
// makes req/s noisy; this prints milliseconds per call for each stage (the rewrite worker's job and
// the event loop's part), the median of timed blocks, so a change can be judged on its own.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { meaningGuardWarnings } from '../src/core/rewrite/check/meaning-guard.ts';
import { withParseReuse } from '../src/core/rewrite/parse/terms.ts';
import { rewriteMessage } from '../src/core/rewrite/rewrite.ts';
import { AnalyzeRequestSchema, TransformRequestSchema } from '../src/core/schemas.ts';
import { analyzeMessage } from '../src/core/tone/analyze-message.ts';
import { findToneIssues } from '../src/core/tone/tone-findings.ts';

const MESSAGES = 20;
const BLOCKS = Number(process.env.BLOCKS ?? 7);
const ROUNDS = Number(process.env.ROUNDS ?? 20);
// The engine is large and most of its rules run rarely, so V8 keeps compiling newly hot functions
// long after the first seconds: a transform job costs ~15 ms of CPU over its first 400 calls, ~7 ms
// over the next 400, and settles after ~1,200 (measured with --trace-opt; the compiling runs on V8's
// helper threads, which process.cpuUsage counts). So the warm-up is a number of rounds, not a time.
const WARM_ROUNDS = Number(process.env.WARM_ROUNDS ?? 60);

const corpus = readFileSync(resolve(import.meta.dirname, '../../shared/corpus/messages.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .slice(0, MESSAGES)
  .map((line) => (JSON.parse(line) as { text: string }).text);

const stages: Record<string, (text: string) => unknown> = {
  // The worker's 'tone-findings' job.
  'analyze: tone findings (worker)': (text) => withParseReuse(() => findToneIssues(text)),
  // The route's own part on the event loop: the body's schema, then the §5 analysis.
  'analyze: event loop': (text) => {
    const { text: parsed } = AnalyzeRequestSchema.parse({ text });
    return analyzeMessage(parsed, undefined, []);
  },
  // The worker's 'transform' job: the rewrite, its analysis and the meaning guard.
  'transform (worker)': (text) =>
    withParseReuse(() => {
      const request = TransformRequestSchema.parse({
        originalMessage: text,
        tone: 'friendly',
        intent: 'ask',
      });
      const reply = rewriteMessage(request);
      return {
        ...reply,
        review: {
          analysis: analyzeMessage(reply.generatedMessage, request.lists),
          warnings: meaningGuardWarnings(request.originalMessage, reply.generatedMessage),
        },
      };
    }),
};

const only = process.env.STAGE;
for (const [name, stage] of Object.entries(stages)) {
  if (only && !name.startsWith(only)) continue;
  // Warm: the engine's code is compiled and optimised before it is timed.
  for (let round = 0; round < WARM_ROUNDS; round++) for (const text of corpus) stage(text);
  const perCall: number[] = [];
  for (let block = 0; block < BLOCKS; block++) {
    const started = process.cpuUsage();
    for (let round = 0; round < ROUNDS; round++) for (const text of corpus) stage(text);
    const used = process.cpuUsage(started);
    perCall.push((used.user + used.system) / 1000 / (ROUNDS * corpus.length));
  }
  perCall.sort((a, b) => a - b);
  const median = perCall[Math.floor(perCall.length / 2)]!;
  console.log(
    `${name.padEnd(34)} ${median.toFixed(3)} ms CPU per call (blocks ${perCall[0]!.toFixed(3)}–${perCall.at(-1)!.toFixed(3)})`,
  );
}
