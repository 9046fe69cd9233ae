import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "you-do-realise": checking the reader knows something talks down to them', () => {
  it.each([
    ['You do know the meeting is at 3, right?', 'The meeting is at 3.'],
    ['You realise the shop closes at 5, right?', 'The shop closes at 5.'],
  ])('%s becomes the news', (text, expected) => expect(rewriteText(text)).toBe(expected));
  it.each(['Do you know if the shop is open?', 'You know the shop closes at 5.'])(
    'near miss: %s is left as written',
    (text) => expect(rewriteText(text)).toBe(text),
  );
});
