import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

describe('rule "reproach-of-someone-else": a reproach word stays when another subject owns it', () => {
  it.each([
    ['as someone who actually lives in vietnam , let me tell you how fucking wrong you are .', 'actually'],
    ['smoking the reefer can still get you shit - canned in colorado .', 'still'],
  ])('%s keeps "%s"', (message, word) => expect(rewrite(message)).toContain(` ${word} `));
  it.each([
    ["You still haven't sent the invoice.", /still/],
    ['You forgot my birthday AGAIN.', /again/i],
  ])('near miss: %s loses its reproach (the reader is the subject)', (message, word) =>
    expect(rewrite(message)).not.toMatch(word),
  );
});
