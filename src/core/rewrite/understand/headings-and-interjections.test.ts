import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { rewriteText as rewrite } from '../test-support.ts';
import { buildMessageModel } from './build-message-model.ts';

const firstAsk = (text: string) =>
  buildMessageModel(parseMessage(text)).sentences[0]?.clauses[0]?.ask ?? null;

describe('rule "lone-word-before-comma": one word before a comma orders nothing', () => {
  it.each(['Cool, so you skipped the rehearsal without a word.', 'Right, the van comes at 9.'])(
    '%s opens with no order',
    (text) => expect(firstAsk(text)).toBeNull(),
  );
  it('is never asked for: no "Could you cool?"', () =>
    expect(rewrite('Cool, so you just skipped my party without even texting.')).not.toMatch(
      /could you cool/i,
    ));
  it('near miss: "Hurry up and pack the car!" still orders', () =>
    expect(firstAsk('Hurry up and pack the car!')).not.toBeNull());
});

describe('rule "event-heading": a noun that may be a verb, then only times, names an event', () => {
  it.each(['Design review Tuesday 3pm.', 'Budget review Friday at 10am.'])('%s orders nothing', (text) =>
    expect(firstAsk(text)).toBeNull(),
  );
  it.each(['Book room 3B on Tuesday.', 'Review the budget Friday.', 'Call mom on Sunday.'])(
    'near miss: %s is an order',
    (text) => expect(firstAsk(text)).not.toBeNull(),
  );
});
