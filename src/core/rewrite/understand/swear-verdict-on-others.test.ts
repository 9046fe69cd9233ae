import { describe, expect, it } from 'vitest';
import { rewritesTo, rewriteText } from '../test-support.ts';

describe('rule "swear-verdict-on-others": a swear word describing someone else is no insult to the reader', () => {
  rewritesTo(
    [
      [
        'will u get me a dress as well coz french fashion sense is shit',
        'Will u get me a dress as well coz french fashion sense is bad',
      ],
    ],
    '%s keeps its request',
  );
  it('the ask stays when the verdict is on a thing in the same clause', () =>
    expect(rewriteText('can you pick me up coz the bus is a total shitshow')).toMatch(/^Can you pick me up/));
  it.each(['are you fucking stupid', 'you guys are shit'])(
    'near miss: %s still names the reader, and is not sent',
    (text) => expect(rewriteText(text)).toBe(''),
  );
  it('near miss: "you are full of shit" is about the reader: its swear word never stays', () =>
    expect(rewriteText('you are full of shit')).not.toMatch(/shit/));
});
