import { describe, expect, it } from 'vitest';
import { tokenizeSentences } from '../parse/tokens.ts';
import { rewritesTo } from '../test-support.ts';
import { readClause } from './clause-facts.ts';
import { overdueThing } from './why-still-undone.ts';

const overdue = (text: string) => overdueThing(readClause(tokenizeSentences(text)[0] ?? [], true));

describe('rule "why-still-undone": a why-question about an overdue thing is asked plainly', () => {
  rewritesTo(
    [
      ['Why is the report still not done?', 'Is the report done yet?'],
      [
        "Why hasn't the invoice been paid yet? The supplier called twice.",
        'Has the invoice been paid yet? The supplier called twice.',
      ],
      ['WHY IS THIS STILL NOT DONE. I told you THREE times.', 'Is this done yet?'],
    ],
    '%s becomes %s',
  );
  it.each([
    'Why is the kitchen still a mess?',
    "Why didn't the delivery come?",
    "Why haven't you paid it yet?",
    "Why isn't the 8:15 stopping at Leeds?",
  ])('near miss: %s is no overdue thing', (text) => expect(overdue(text)).toBeNull());
});
