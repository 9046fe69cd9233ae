import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { buildMessageModel } from './build-message-model.ts';

const firstAsk = (text: string) =>
  buildMessageModel(parseMessage(text)).sentences[0]?.clauses[0]?.ask ?? null;

describe('rule "event-title": two nouns alone name the event a message is about', () => {
  it.each(['Code review. Thursday 2pm in room 4.', 'Budget review. Monday at 9 on Zoom.', 'Sprint review.'])(
    '%s orders nothing',
    (text) => expect(firstAsk(text)).toBeNull(),
  );
  it.each([
    // The first word is only a verb.
    'Cancel order. The price went up.',
    // The second word names no event.
    'Order lunch. We start at 1.',
    'Fix bug. Then deploy.',
  ])('near miss: %s orders', (text) => expect(firstAsk(text)).not.toBeNull());
});
