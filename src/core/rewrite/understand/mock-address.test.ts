import { describe, expect, it } from 'vitest';
import { joinTokens, tokenizeSentences } from '../parse/tokens.ts';
import { rewriteText } from '../test-support.ts';
import { withoutMockAddress } from './mock-address.ts';

const unaddressed = (text: string, inQuestion = text.endsWith('?')) => {
  const tokens = withoutMockAddress(tokenizeSentences(text)[0] ?? [], inQuestion);
  return tokens ? joinTokens(tokens).trim() : null;
};

describe('rule "mock-address": a person-word tacked on a reproach goes', () => {
  it.each([
    ['Did you even check the map, genius?', 'Did you even check the map?'],
    ['Are you even listening, professor?', 'Are you even listening?'],
  ])('%s', (text, out) => expect(unaddressed(text)).toBe(out));
  it.each([
    'Did you lock the shed, love?',
    'Did you even get my email, Dave?',
    'Great work on the stall, team.',
    'You forgot the milk again, the oat one.',
  ])('near miss: %s keeps its address', (text) => expect(unaddressed(text)).toBeNull());
  it('in a rewrite the address goes', () =>
    expect(rewriteText('You left the gate open again, genius.')).not.toMatch(/genius/));
});
