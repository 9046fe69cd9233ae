import { describe, expect, it } from 'vitest';
import { literalWording as literal } from './literal-idioms.ts';

describe('literal idioms keep the tense and person of the verb they replace', () => {
  it.each([
    ["Please don't drop the ball on this.", "Please don't miss it on this."],
    ['You dropped the ball on the order.', 'You missed it on the order.'],
    ['She keeps dropping the ball.', 'She keeps missing it.'],
    ['We circled back on Monday.', 'We talked again on Monday.'],
    ['He touches base every week.', 'He talks every week.'],
    ['We reached out to the vendor.', 'We contacted the vendor.'],
    ['Reach out to Sam first.', 'Contact Sam first.'],
  ])('%s -> %s', (text, expected) => expect(literal(text)).toBe(expected));

  it.each([
    ["I'm reaching out to ask about the lease.", "I'm getting in touch to ask about the lease."],
    ['Drop the box by the door.', 'Drop the box by the door.'],
    ['The ball is in the garage.', 'The ball is in the garage.'],
  ])('near miss: %s -> %s ("to" opens a verb; a literal ball stays)', (text, expected) =>
    expect(literal(text)).toBe(expected),
  );
});

describe('rule "idiom-takes-its-article"', () => {
  it('"a piece of cake" is "easy", never "a easy"', () =>
    expect(literal("Don't worry, it's a piece of cake.")).toBe("Don't worry, it's easy."));
  it('"a no-brainer" is "an easy decision"', () =>
    expect(literal('Honestly this is a no-brainer.')).toBe('Honestly this is an easy decision.'));
  it('near miss: no article, the idiom alone', () =>
    expect(literal('Piece of cake once you know how.')).toBe('Easy once you know how.'));
});
