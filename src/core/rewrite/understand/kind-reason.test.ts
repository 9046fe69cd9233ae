import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { rewriteText as rewrite } from '../test-support.ts';
import { buildMessageModel } from './build-message-model.ts';

const firstClause = (text: string) => buildMessageModel(parseMessage(text)).sentences[0]?.clauses[0];

// Rule "reason-for-a-kindness" (kind-reason.ts). Messages written for this test.
describe('rule "reason-for-a-kindness"', () => {
  it.each([
    'Since you were unwell on Monday, I swapped your shift with Priya.',
    "You were ill for the launch, so we've kept you a seat at the next one.",
    "I know you've been exhausted, so I booked the taxi.",
  ])('%s is care, not blame', (text) => expect(firstClause(text)?.hostility).toBeNull());
  it('the kindness keeps its reason', () => {
    const text = 'Since you were unwell on Monday, I swapped your shift with Priya.';
    expect(rewrite(text)).toBe(text);
  });
  it.each([
    'Because you were rude to the landlord, he kept the deposit.',
    'You were late again so I started without you.',
    "You're a moron so I fixed it myself.",
    'You never reply, so I rang your mum.',
  ])('near miss: %s stays hostile', (text) => expect(firstClause(text)?.hostility).not.toBeNull());
});
