// Lists the messages whose four tones give fewer than 3 distinct texts (issue 22), with each
// tone's output, so the failures can be grouped into kinds. SOURCE=corpus|enron, LIMIT=n, WORDS=1.
// npm run -s bench:tone-failures
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseMessage } from '../src/core/rewrite/parse/segment.ts';
import { rewriteMessage } from '../src/core/rewrite/rewrite.ts';
import { buildMessageModel } from '../src/core/rewrite/understand/build-message-model.ts';
import { TONES, type TransformRequest, TransformRequestSchema } from '../src/core/schemas.ts';
import { inWords } from './rewrite-options.ts';

const corpusDir = resolve(import.meta.dirname, '../../shared/corpus');
const lines = (path: string) =>
  readFileSync(resolve(corpusDir, path), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
const source = process.env.SOURCE ?? 'corpus';
const texts =
  source === 'enron'
    ? lines('external/enron-requests.txt')
    : lines('messages.jsonl').map((line) => (JSON.parse(line) as { text: string }).text);
const rewrite = (text: string, options: Partial<TransformRequest>) =>
  rewriteMessage(TransformRequestSchema.parse({ ...options, originalMessage: text })).generatedMessage;
const speaksToReader = (text: string) => {
  const model = buildMessageModel(parseMessage(text));
  return model.asks.length > 0 || /\byou(?:r|rs|'re|'ll|'d|'ve)?\b/i.test(text);
};
const limit = Number(process.env.LIMIT ?? 1000);
let shown = 0;
texts.forEach((text, index) => {
  const base = rewrite(text, source === 'enron' ? { taskType: 'write-email' } : {});
  if (base.trim() === '' || (base === text && !speaksToReader(text))) return;
  const outs = TONES.map((tone) =>
    rewrite(text, { tone, ...(source === 'enron' ? { taskType: 'write-email' } : {}) }),
  );
  // WORDS=1 lists the messages whose tones differ in fewer than 3 wordings (rewrite-options.ts).
  const compared = process.env.WORDS === '1' ? outs.map(inWords) : outs;
  if (new Set(compared).size >= 3 || shown++ >= limit) return;
  console.log(`#${index + 1} IN: ${text.replace(/\n/g, ' / ')}`);
  for (const [i, tone] of TONES.entries())
    console.log(`  ${tone.padEnd(10)} ${outs[i]?.replace(/\n/g, ' / ')}`);
});
console.error(`failing shown: ${shown}`);
