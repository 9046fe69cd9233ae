import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText as rewrite, rewritesTo } from '../test-support.ts';

describe('rule "feeling-drops-its-that": what happened after a feeling, with no "that", is what it is about', () => {
  leavesAsWritten(
    [
      // Said alone, the feeling and its cause are the writer's truth: sent as written, never nothing.
      "I'm disappointed nobody called me about the recital.",
      "I'm frustrated you didn't mention the hotel was full.",
    ],
    '%s stays',
  );

  it('beside other news, what happened stays and the feeling word goes', () =>
    expect(rewrite("I'm frustrated they cancelled the ferry. Can you collect us at 6?")).toBe(
      'They cancelled the ferry. Can you collect us at 6?',
    ));

  rewritesTo(
    [
      // A thing, not an event, after the feeling: a bare verdict, nothing to send.
      ["I'm disappointed in you.", ''],
    ],
    'near miss: %s',
  );
});
