import { type TransformRequest, TransformRequestSchema } from '../../schemas.ts';
import { rewriteMessage } from '../rewrite.ts';

// Issue 22's measure, in our own words: cases of every task type, intent that fits, persona and
// tone group, each checked by kind (what must stay, what must go, that the option made its change)
// rather than by exact wording. Near misses check that an option that doesn't fit says so.
export const rewriteWith = (originalMessage: string, options: Partial<TransformRequest> = {}) =>
  rewriteMessage(TransformRequestSchema.parse({ ...options, originalMessage }));
const FALSE_REASSURANCE = /no rush|no pressure|no hurry|whenever|when you can|take your time/i;

export interface OptionCase {
  readonly text: string;
  readonly options: Partial<TransformRequest>;
  // Every pattern must be in the rewrite.
  readonly keep: readonly RegExp[];
  // None may be.
  readonly forbid?: readonly RegExp[];
  // The option made a visible change (true) or left the message as typed (false).
  readonly changed?: boolean;
  // What the explanation must say.
  readonly explains?: RegExp;
  // A real time limit: no "no rush".
  readonly deadline?: boolean;
}

export const caseLabel = (testCase: OptionCase) =>
  `${Object.values(testCase.options).join(' ')}: ${testCase.text}`;

// What the rewrite got wrong for the case; empty when it passes.
export function caseProblems(testCase: OptionCase): string[] {
  const { generatedMessage: out, explanation } = rewriteWith(testCase.text, testCase.options);
  return [
    ...testCase.keep.filter((pattern) => !pattern.test(out)).map((pattern) => `lost ${pattern}`),
    ...(testCase.forbid ?? []).filter((pattern) => pattern.test(out)).map((pattern) => `wrote ${pattern}`),
    ...(testCase.changed === true && out === testCase.text ? ['left unchanged'] : []),
    ...(testCase.changed === false && out !== testCase.text ? ['changed'] : []),
    ...(testCase.explains && !testCase.explains.test(explanation) ? [`explanation: ${explanation}`] : []),
    ...(testCase.deadline && FALSE_REASSURANCE.test(out) ? ['false reassurance'] : []),
  ].map((problem) => `${problem} — in: ${out}`);
}
