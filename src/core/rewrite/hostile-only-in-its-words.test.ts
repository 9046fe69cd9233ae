import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from './test-support.ts';

describe('rule "hostile-only-in-its-words": once the toxic words go, every calm clause stays', () => {
  it.each([
    ['hello ? i asked you a fucking question .', 'Hello ? I asked you a question .'],
    [
      'remember when you refused to follow me all those times ? yeah that fucking sucked',
      'Remember when you refused to follow me all those times ? Yeah that sucked',
    ],
    [
      'i write an article and you try and delete it , get a life you loser .',
      // The scolding tail goes too (rule "scolding-tail"); the vocative split off (rule
      // "insult-vocative-closer"), the full stop closes up.
      'I write an article and you try and delete it.',
    ],
  ])('%s', (message, sent) => expect(rewrite(message)).toBe(sent));
  it('near miss: a real ask in a swearing message is still made a request', () =>
    expect(rewrite('Send me the fucking file.')).toBe('Could you send me the file?'));
  it('near miss: a message still hostile once its words go is edited as before', () =>
    expect(rewrite('you are too stupid to understand that this is called negotiating !')).toBe(''));
  it('near miss: with no toxic word the reproach words still go', () =>
    expect(rewrite('Seriously, why do you even bother with me?')).not.toMatch(/seriously|even/i));
});

describe('rule "label-goes-whole": an insult that labels the reader goes, never "You\'re a person"', () => {
  it.each([
    ["You're an idiot and the report is late.", 'The report is late.'],
    ["You're a fucking idiot and the report is late.", 'The report is late.'],
    ['you are a fucking idiot', ''],
  ])('%s', (message, sent) => expect(rewrite(message)).toBe(sent));
  it('near miss: an insult deleted with no stand-in leaves the rest of the message', () =>
    // Its vocative split off (rule "insult-vocative-closer"), the full stop may close up.
    expect(rewrite('i write an article and you try and delete it , get a life you loser .')).toMatch(
      /^I write an article and you try and delete it ?\.$/,
    ));
  it('near miss: an insult about someone else keeps its clause, with a neutral word', () =>
    expect(rewrite('this bitch came on stage dancing')).toMatch(/came on stage dancing/i));
});
