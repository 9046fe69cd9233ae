// npm run bench:server-equality -- write FILE | compare FILE: the outputs of the work behind
// /api/analyze and /api/transform (the rewrite worker's jobs and the route's analysis) on varied
// real messages, written to a file, or compared with one written before a change. A speed change
// to the engine must leave every output as it was (issue 24, item 5). Reads ../shared only here.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { meaningGuardWarnings } from '../src/core/rewrite/check/meaning-guard.ts';
import { withParseReuse } from '../src/core/rewrite/parse/terms.ts';
import { rewriteMessage } from '../src/core/rewrite/rewrite.ts';
import { INTENTS, PERSONAS, TONES, TransformRequestSchema } from '../src/core/schemas.ts';
import { TASK_TYPES } from '../src/core/task-types.ts';
import { analyzeMessage } from '../src/core/tone/analyze-message.ts';
import { findToneIssues } from '../src/core/tone/tone-findings.ts';

const ANALYZED = Number(process.env.ANALYZED ?? 1400);
const TRANSFORMED = Number(process.env.TRANSFORMED ?? 400);
const corpus = resolve(import.meta.dirname, '../../shared/corpus');
const lines = (file: string) =>
  readFileSync(resolve(corpus, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
const texts = [
  ...lines('messages.jsonl').map((line) => (JSON.parse(line) as { text: string }).text),
  ...lines('rewrite-behaviours.jsonl').map((line) => (JSON.parse(line) as { text: string }).text),
  ...lines('external/enron-requests.txt'),
  // Every 20th toxic sentence of ParaDetox: swearing, insults and threats in real words.
  ...lines('external/paradetox-train.tsv')
    .slice(1)
    .filter((_, index) => index % 20 === 0)
    .map((line) => line.split('\t')[0] ?? ''),
].filter((text) => text.trim() !== '');

const outputs: string[] = [];
for (const text of texts.slice(0, ANALYZED)) {
  const tone = withParseReuse(() => findToneIssues(text));
  outputs.push(
    JSON.stringify({ kind: 'analyze', text, tone, analysis: analyzeMessage(text, undefined, tone) }),
  );
}
for (const [index, text] of texts.slice(0, TRANSFORMED).entries()) {
  // Options turn with the message, so every tone, intent, persona and task is met.
  const request = TransformRequestSchema.parse({
    originalMessage: text,
    taskType: TASK_TYPES[index % TASK_TYPES.length]!.id,
    tone: TONES[index % TONES.length],
    intent: INTENTS[(index >> 2) % INTENTS.length],
    persona: PERSONAS[(index >> 1) % PERSONAS.length],
  });
  const reply = withParseReuse(() => {
    const rewrite = rewriteMessage(request);
    return {
      ...rewrite,
      review: {
        analysis: analyzeMessage(rewrite.generatedMessage, request.lists),
        warnings: meaningGuardWarnings(request.originalMessage, rewrite.generatedMessage),
      },
    };
  });
  outputs.push(JSON.stringify({ kind: 'transform', request, reply }));
}

const [mode, file] = process.argv.slice(2);
if (mode === 'write' && file) {
  writeFileSync(file, `${outputs.join('\n')}\n`);
  console.log(`${outputs.length} outputs written to ${file} (${texts.length} texts)`);
} else if (mode === 'compare' && file) {
  const before = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  let differ = 0;
  for (const [index, output] of outputs.entries()) {
    if (before[index] === output) continue;
    differ++;
    if (differ <= 5) console.log(`differs:\n  before ${before[index]}\n  after  ${output}`);
  }
  const counts = (kind: string) => outputs.filter((output) => output.startsWith(`{"kind":"${kind}"`)).length;
  console.log(
    `${outputs.length - differ} of ${outputs.length} outputs equal (${counts('analyze')} analyses, ${counts('transform')} transforms)${before.length === outputs.length ? '' : `; ${before.length} written before`}`,
  );
  process.exitCode = differ === 0 && before.length === outputs.length ? 0 : 1;
} else {
  console.error('usage: server-equality.ts write FILE | compare FILE');
  process.exitCode = 2;
}
