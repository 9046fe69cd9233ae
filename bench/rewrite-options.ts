// Issue 22: does each task type and each option do its own job? For every message of the corpus,
// the rewrite with one task type or one option changed is compared with the default edit
// (write-email, supportive, ask, general). Prints how often it differs, and how many sentences of
// 4+ words it shares across more than 10 % of the inputs (generic lines; target 0).
import { findStockLines } from '../src/core/rewrite/check/behaviour-checks.ts';
import { parseMessage } from '../src/core/rewrite/parse/segment.ts';
import { rewriteMessage } from '../src/core/rewrite/rewrite.ts';
import { buildMessageModel } from '../src/core/rewrite/understand/build-message-model.ts';
import {
  INTENTS,
  PERSONAS,
  TONES,
  type TransformRequest,
  TransformRequestSchema,
} from '../src/core/schemas.ts';
import { TASK_TYPES } from '../src/core/task-types.ts';

const SHARED_LINE_SHARE = 0.1;

const TONE_TARGET_DISTINCT = 3;

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
  reportToneSpread(texts, defaults);
}

// A message speaks to the reader when it asks something of them or names them ("you", "your").
const speaksToReader = (text: string) => {
  const model = buildMessageModel(parseMessage(text));
  return model.asks.length > 0 || /\byou(?:r|rs|'re|'ll|'d|'ve)?\b/i.test(text);
};

// A tone whose rewording the score check turned down sends the message as typed ("please see
// …" in lower case) where the default sends it capitalised: two texts, one wording. Counted in
// words too, so a tone is never credited for a capital letter, a space or a full stop.
export const inWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s+(?=[,.!?;:])/g, '')
    .replace(/[.!\s]+$/, '')
    .trim();

// Issue 22's tone target: every message a tone can work on gives at least 3 distinct texts over
// the four tones. Counted only where the default edit changes something or a sentence speaks to
// the reader; a note to oneself with nothing to change has no tone to word, and neither has a
// message the editor left nothing of (counted apart).
export function reportToneSpread(
  texts: readonly string[],
  defaults: readonly string[],
  label = 'messages',
): void {
  const nothingLeft = defaults.filter((output) => output.trim() === '').length;
  const counted = texts.filter(
    (text, index) => defaults[index]?.trim() !== '' && (defaults[index] !== text || speaksToReader(text)),
  );
  const outputs = counted.map((text) => TONES.map((tone) => rewrite(text, { tone })));
  const spreads = outputs.map((outs) => new Set(outs).size);
  const wordSpreads = outputs.map((outs) => new Set(outs.map(inWords)).size);
  const share = (hits: number) =>
    `${hits}/${counted.length} = ${((100 * hits) / Math.max(1, counted.length)).toFixed(0)} %`;
  const histogram = [1, 2, 3, 4]
    .map((size) => `${size}: ${spreads.filter((n) => n === size).length}`)
    .join('  ');
  console.log(
    `\nTones (${TONES.join(', ')}): distinct texts per message, over ${counted.length} ${label} that speak to the reader or change`,
  );
  console.log(
    `  ≥ ${TONE_TARGET_DISTINCT} distinct texts            ${share(spreads.filter((n) => n >= TONE_TARGET_DISTINCT).length)}  (target 100 %)`,
  );
  console.log(
    `  ≥ ${TONE_TARGET_DISTINCT} distinct in words            ${share(wordSpreads.filter((n) => n >= TONE_TARGET_DISTINCT).length)}  (case, spacing and a final stop ignored)`,
  );
  console.log(`  tones differ at all                ${share(spreads.filter((n) => n > 1).length)}`);
  console.log(`  distinct texts                     ${histogram}   (nothing left to send: ${nothingLeft})`);
}
