// Issue 22: does each task type and each option do its own job? For every message of the corpus,
// the rewrite with one task type or one option changed is compared with the default edit
// (write-email, supportive, ask, general). Prints how often it differs, and how many sentences of
// 4+ words it shares across more than 10 % of the inputs (generic lines; target 0).
import { findStockLines } from '../src/core/rewrite/check/behaviour-checks.ts';
import { rewriteMessage } from '../src/core/rewrite/rewrite.ts';
import {
  INTENTS,
  PERSONAS,
  TONES,
  type TransformRequest,
  TransformRequestSchema,
} from '../src/core/schemas.ts';
import { TASK_TYPES } from '../src/core/task-types.ts';

const SHARED_LINE_SHARE = 0.1;

const rewrite = (text: string, options: Partial<TransformRequest>) =>
  rewriteMessage(TransformRequestSchema.parse({ ...options, originalMessage: text })).generatedMessage;

export function reportOptions(texts: readonly string[]): void {
  const defaults = texts.map((text) => rewrite(text, {}));
  const variants: [string, Partial<TransformRequest>][] = [
    ...TASK_TYPES.map((type): [string, Partial<TransformRequest>] => [
      `task ${type.id}`,
      { taskType: type.id },
    ]),
    ...TONES.map((tone): [string, Partial<TransformRequest>] => [`tone ${tone}`, { tone }]),
    ...INTENTS.map((intent): [string, Partial<TransformRequest>] => [`intent ${intent}`, { intent }]),
    ...PERSONAS.map((persona): [string, Partial<TransformRequest>] => [`persona ${persona}`, { persona }]),
  ];
  console.log(
    `\nOptions against the default edit (${texts.length} messages): differs from default | shared lines (> ${SHARED_LINE_SHARE * 100} %, target 0)`,
  );
  let totalShared = 0;
  for (const [label, options] of variants) {
    const outputs = texts.map((text) => rewrite(text, options));
    const differs = outputs.filter((output, index) => output !== defaults[index]).length;
    const shared = findStockLines(outputs, SHARED_LINE_SHARE);
    totalShared += shared.length;
    const example = shared[0] ? `  e.g. "${shared[0].sentence}" in ${shared[0].count}` : '';
    console.log(
      `  ${label.padEnd(32)} ${String(differs).padStart(3)}/${texts.length} = ${((100 * differs) / texts.length).toFixed(0).padStart(3)} %   shared ${shared.length}${example}`,
    );
  }
  console.log(`  shared lines in all                ${totalShared}  (target 0)`);
}
