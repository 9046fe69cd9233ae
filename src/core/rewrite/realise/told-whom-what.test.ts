import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "told-whom-what": blame with whom and what is observed with whom first', () => {
  it('"You told the client the wrong price AGAIN" keeps both', () =>
    expect(rewriteText("You told the client the wrong price AGAIN. It's $450.")).toBe(
      "The client was told the wrong price. It's $450.",
    ));
  it('near miss: one thing is observed whole', () =>
    expect(rewriteText('You missed the client call again. It was at 3pm.')).toMatch(
      /^The client call was missed/,
    ));
});
