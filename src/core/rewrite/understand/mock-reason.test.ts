import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { rewriteText as rewrite } from '../test-support.ts';
import { buildMessageModel } from './build-message-model.ts';
import { mocksWithEnvy } from './mock-reason.ts';

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

// Rule "envy-mock" (mock-reason.ts). Messages written for this test.
describe('rule "envy-mock"', () => {
  const clause = (text: string) => first(text) as NonNullable<ReturnType<typeof first>>;
  it.each([
    'Must be nice to take two-hour lunches while the rest of us answer the emails.',
    'It must be lovely to skip the school run whilst I do it every morning.',
  ])('%s resents', (text) => expect(mocksWithEnvy(clause(text))).toBe(true));
  it("the envy goes, the reader's hours with it, and the news stays", () =>
    expect(
      rewrite('Must be nice to finish at 2 on Fridays while we close up. The alarm code changed to 4471.'),
    ).toBe('The alarm code changed to 4471.'));
  it.each([
    'It must be nice to have a garden!',
    "It must be hard to move house while we're away.",
    'It must be signed while we wait.',
  ])('near miss: %s', (text) => expect(mocksWithEnvy(clause(text))).toBe(false));
});
