import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTENTS, PERSONAS, TASK_TYPE_IDS, TONES } from '../schemas.ts';
import { checkRewrite } from './quality.ts';
import { rewriteMessage } from './rewrite.ts';

// Messages stitched from stressful pieces and random characters: whatever the mix, the rewrite keeps
// every fact, leaves no trigger word and never scores below the original. (Length is not asserted
// here: a few random characters leave no room for a request's frame.)
const PIECES = [
  'I need the report ASAP.',
  'You must call Dana at 3pm on Friday.',
  'This is urgent!',
  "I'm so frustrated.",
  'Send $450 to billing@acme.com right away.',
  "Why haven't you replied?",
  'See https://x.example.com/a?b=1 now.',
  'Ticket OPS-12 is critical.',
  'We have to meet tomorrow at 9:30.',
  'You should fix the issues in table 3.',
  'The deadline is 4 June.',
  'Thanks, Sam',
  'hi bob ,',
  'Stop being late.',
  'Can we talk?',
  '- budget 12%',
  'notes: call Lee, send deck',
  'What do you mean "done"?',
  'I was busy.',
  'Back Monday.',
];

const messages = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 20 })), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(' '))
  .filter((text) => text.trim().length > 0);

describe('rewriteMessage on generated messages', () => {
  it('keeps facts, drops trigger words and never scores lower, for any task type and option', () => {
    fc.assert(
      fc.property(
        messages,
        fc.constantFrom(...TASK_TYPE_IDS, 'something-else'),
        fc.constantFrom(...TONES),
        fc.constantFrom(...INTENTS),
        fc.constantFrom(...PERSONAS),
        (text, taskType, tone, intent, persona) => {
          const { generatedMessage, explanation, nothingToSend } = rewriteMessage({
            taskType,
            context: '',
            originalMessage: text,
            tone,
            intent,
            persona,
          });
          expect(explanation.trim()).not.toBe('');
          // Only anger, nothing to send (issue 21): no text at all, never a stock line.
          if (nothingToSend) {
            expect(generatedMessage).toBe('');
            return;
          }
          expect(generatedMessage.trim()).not.toBe('');
          const otherOption = tone !== 'supportive' || persona !== 'general';
          const failed = checkRewrite(text, generatedMessage, taskType, intent, otherOption).filter(
            (outcome) => !outcome.passed && outcome.check !== 'length',
          );
          expect(failed).toEqual([]);
        },
      ),
      { numRuns: 400, seed: 20240601 },
    );
  });
});
