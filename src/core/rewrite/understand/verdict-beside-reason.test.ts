import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText } from '../test-support.ts';

describe('rule "verdict-beside-reason": a put-down verdict beside its reason goes, its thing stays', () => {
  it.each([
    [
      'Your timetable is garbage, the Tuesday slots overlap.',
      'About your timetable: the Tuesday slots overlap.',
    ],
    [
      'The estimate you gave is ridiculous, the last painter charged half that.',
      'About the estimate you gave: the last painter charged half that.',
    ],
  ])('%s', (text, out) => expect(rewriteText(text)).toBe(out));
  leavesAsWritten(
    ['The weather is awful, the match is off.', 'The quote is fine, the dates work for us.'],
    'near miss: %s stays',
  );
  it('near miss: a question keeps its verdict for the word edits', () =>
    expect(rewriteText('Is the menu garbage, or did the chef change?')).not.toMatch(/^About/));
  it('near miss: a verdict with no reason after it is left to the word edits', () =>
    expect(rewriteText('Your timetable is garbage.')).not.toMatch(/^About/));
});
