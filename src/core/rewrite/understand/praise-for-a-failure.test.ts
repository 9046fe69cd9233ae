import { describe, expect, it } from 'vitest';
import { joinTokens, tokenizeSentences } from '../parse/tokens.ts';
import { leavesAsWritten, rewritesTo, rewriteText } from '../test-support.ts';
import { praisedFailureAsEvent } from './praise-for-a-failure.ts';

const retold = (text: string) => {
  const tokens = praisedFailureAsEvent(tokenizeSentences(text)[0] ?? []);
  return tokens ? joinTokens(tokens).trim() : null;
};

describe('rule "praise-for-a-failure": mock praise round a failure goes, the failure stays', () => {
  it.each([
    ['Great job forgetting the school trip form.', 'You forgot the school trip form.'],
    ['Thanks for losing the garage remote.', 'You lost the garage remote.'],
    ['Nice work missing the train again.', 'You missed the train again.'],
  ])('%s is read as %s', (text, told) => expect(retold(text)).toBe(told));
  it.each([
    'Great job fixing the fence.',
    'Thanks for not losing your temper with him.',
    'Thanks for killing it at the quiz!',
    'Good job catching that typo.',
    'Forgetting the form was a great idea.',
    'Thanks for forgetting.',
    'yeah that fucking sucked',
    'Nice, the freezing weather is back.',
  ])('near miss: %s', (text) => expect(retold(text)).toBeNull());
  it('the rewrite keeps the fact and says the sarcasm went', () => {
    const out = rewriteText('Great job forgetting the school trip form. Now she cannot go.');
    expect(out).not.toMatch(/great job/i);
    expect(out).toMatch(/school trip form/);
  });
  it('near miss: real praise stays as written', () => {
    const text = 'Great job fixing the fence, it looks brand new.';
    expect(rewriteText(text)).toBe(text);
  });
});

describe('a failure scored only in its past forms ("broke", "broken") is a failure too', () => {
  rewritesTo([['Great job breaking the build.', 'The build was broken.']]);
  leavesAsWritten(['Thanks for breaking the news to her gently.', 'Great job fixing the boiler.']);
});

describe('rule "mock-opener-before-thanks": an exclamation before the mock thanks is read apart', () => {
  rewritesTo([
    [
      'Oh great, thanks so much for leaving the dishes in the sink AGAIN. Really love coming home to that.',
      'You left the dishes in the sink.',
    ],
  ]);
  leavesAsWritten(['Oh, thanks for fixing it.']);
});
