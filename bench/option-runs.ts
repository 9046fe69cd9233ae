// The option runs judged by hand for issue 22 (message × task/tone/intent/persona): prints each
// output and its explanation so a reader can judge "would the recipient rather get this?".
import { readFileSync } from 'node:fs';
import { rewriteMessage } from '../src/core/rewrite/rewrite.ts';
import { TransformRequestSchema } from '../src/core/schemas.ts';

// Another set of runs may be named on the command line (bench/fixtures/option-runs-2.json).
const file = process.argv[2]
  ? new URL(process.argv[2], `file://${process.cwd()}/`)
  : new URL('./option-runs.json', import.meta.url);
const cases = JSON.parse(readFileSync(file, 'utf8'));
for (const c of cases) {
  const req = TransformRequestSchema.parse({
    originalMessage: c.m,
    ...(c.o.task ? { taskType: c.o.task } : {}),
    ...c.o,
    task: undefined,
  });
  const r = rewriteMessage(req);
  console.log(
    `#${c.id} ${JSON.stringify(c.o)}\nIN : ${c.m}\nOUT: ${r.generatedMessage.replace(/\n/g, ' ⏎ ')}\nWHY: ${String(r.explanation).replace(/\n/g, ' | ')}\n`,
  );
}
