import { readFileSync } from 'node:fs';
import { meaningGuardWarnings } from './src/core/rewrite/check/meaning-guard.ts';
import { readSentences } from './src/core/rewrite/check/read-clauses.ts';
import { rewriteMessage } from './src/core/rewrite/rewrite.ts';
import { TransformRequestSchema } from './src/core/schemas.ts';
const msgs = readFileSync('../shared/corpus/messages.jsonl', 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).text as string);
let long = ''; for (const m of msgs) { if ((long + ' ' + m).length > 5000) break; long += (long ? '\n\n' : '') + m; }
const r = rewriteMessage(TransformRequestSchema.parse({ originalMessage: long })).generatedMessage;
for (let i = 0; i < 3; i++) { const t = performance.now(); const w = meaningGuardWarnings(long, r); console.log('guard', (performance.now() - t).toFixed(1), w.length); }
console.log(JSON.stringify(readSentences("Never plug the heater in. I won't cover Sunday. We have to cancel the trip.").map(s => s.clauses.map(c => c.verbs)), null, 0));
let total = 0; const times: number[] = [];
for (const m of msgs) { const rw = rewriteMessage(TransformRequestSchema.parse({ originalMessage: m })).generatedMessage; const t = performance.now(); meaningGuardWarnings(m, rw); times.push(performance.now() - t); }
times.sort((a, b) => a - b); console.log('per message p50', times[25]?.toFixed(1), 'max', times.at(-1)?.toFixed(1));
