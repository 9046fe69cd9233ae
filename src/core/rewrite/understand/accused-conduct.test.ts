import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

// Rules "accused-conduct" (accused-conduct.ts) and "checking-question" (rhetorical-questions.ts).
// Messages written for this test.
describe('rule "accused-conduct": what the reader is doing now, judged, goes', () => {
  it.each([
    ["You're exaggerating. The form needs one signature.", 'The form needs one signature.'],
    ["You're not listening. The bins go out on Thursday.", 'The bins go out on Thursday.'],
  ])('%s', (message, sent) => expect(rewrite(message)).toBe(sent));
  it.each([
    ["You're doing brilliantly with the new puppy.", /doing brilliantly/],
    ["You're driving tonight, so I'll take the train.", /You're driving tonight/],
    ["You're not missing much, the film was dull.", /not missing much/],
  ])('near miss: %s stays', (message, kept) => expect(rewrite(message)).toMatch(kept));
});

describe('rule "checking-question": a denial in statement order checks, it does not reproach', () => {
  it('You’re not working Saturday?', () =>
    expect(rewrite("You're not working Saturday?")).toBe("You're not working Saturday?"));
  it('near miss: in question order a denial loads it', () =>
    expect(rewrite("Don't you ever check the calendar?")).not.toMatch(/Don't you ever/));
});

describe('rule "reproach-fragment" (hostility.ts): no verb, nothing named, only a reproach', () => {
  it('Again nothing. Typical of you.', () =>
    expect(rewrite('You promised to return the ladder. Again nothing. Typical of you.')).toBe(
      'You promised to return the ladder.',
    ));
  it.each(['Still nothing from the surveyor.', 'Thanks to you.', 'Nothing new. Same as always.'])(
    'near miss: %s stays',
    (message) => expect(rewrite(message)).toBe(message),
  );
});
