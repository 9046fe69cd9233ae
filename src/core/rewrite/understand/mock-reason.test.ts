import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { rewriteText as rewrite } from '../test-support.ts';
import { buildMessageModel } from './message-model.ts';

const first = (text: string) => buildMessageModel(parseMessage(text)).sentences[0]?.clauses[0];

// Rule "mock-reason" (mock-reason.ts). Messages written for this test.
describe('rule "mock-reason"', () => {
  it.each([
    "Oh sure, because you're SO swamped.",
    "Yeah, because you're so organised.",
    'Right, like you read the group chat.',
  ])('%s mocks', (text) => expect(first(text)?.hostility).toBe('sarcasm'));
  it('the mock goes and the news stays', () =>
    expect(rewrite("Oh sure, because you're SO swamped. The rent is due on the 1st.")).toBe(
      'The rent is due on the 1st.',
    ));
  it.each([
    'Sure, because the hall is booked until 6.',
    "I moved the call because you're away on Monday.",
    'Sure, you can borrow the van.',
  ])('near miss: %s does not mock', (text) => expect(first(text)?.hostility ?? null).toBeNull());
});

// Rule "reaction-after-interjection" (clause-facts.ts findImperative).
describe('rule "reaction-after-interjection"', () => {
  it.each(['Oh sure, whatever works.', 'Ah right, the keys.'])('%s orders nothing', (text) =>
    expect(first(text)?.imperativeAt).toBe(-1),
  );
  it('near miss: "Oh, send it today." still orders', () =>
    expect(first('Oh, send it today.')?.imperativeAt).toBeGreaterThanOrEqual(0));
});
