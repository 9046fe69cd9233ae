import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';

const followUp = (text: string) => rewriteWith(text, { taskType: 'gentle-followup' }).generatedMessage;

describe('rule "no-reply-reproach": what the reader didn\'t answer becomes what it was about', () => {
  it.each([
    [
      'You never replied about the spare tickets for Friday.',
      'Following up on the spare tickets for Friday.',
    ],
    [
      "You didn't get back to me about whether the van is free on the 3rd.",
      'Following up on whether the van is free on the 3rd.',
    ],
  ])('%s', (text, out) => expect(followUp(text)).toBe(out));
  it('near miss: an answer that came is no reproach', () =>
    expect(followUp('You answered about the tickets, thanks.')).not.toMatch(
      /Following up on the tickets, thanks/,
    ));
});
