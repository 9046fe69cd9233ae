import { describe, expect, it } from 'vitest';
import { rewriteWith } from './option-case-support.ts';

const sayNo = (text: string) => rewriteWith(text, { intent: 'say-no' }).generatedMessage;

describe('rule "edited-ask-still-found": say-no finds the ask after the editor took a word out', () => {
  it('"again" went from the ask, the decline still comes', () =>
    expect(sayNo('Could you host the book club again next month?')).toBe(
      "I'm sorry, I can't host the book club again next month.",
    ));
  it('near miss: an ask sharing only a word is not declined in its place', () =>
    expect(sayNo('The book club meets again next month. Could you bring the snacks?')).not.toMatch(
      /can't host/,
    ));
});
