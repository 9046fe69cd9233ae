import { describe, expect, it } from 'vitest';
import { TransformRequestSchema } from '../../schemas.ts';
import { tokenizeSentences } from '../parse/tokens.ts';
import { rewriteMessage } from '../rewrite.ts';
import { readClause } from './clause-facts.ts';

const imperative = (text: string) => readClause(tokenizeSentences(text)[0] ?? [], false).imperativeAt;

describe('rule "plural-noun-opener": a plural noun first is what the sentence is about', () => {
  it.each([
    "Accounts that haven't paid by Monday will be suspended.",
    'Orders over 50 pounds ship free.',
    'Tickets for the gig are on the table.',
  ])('%s orders nothing', (text) => expect(imperative(text)).toBe(-1));
  it.each(['Process the refunds.', 'Order the parts today.', 'Address the letter to Sam.'])(
    'near miss: %s still orders (its first word is the bare form)',
    (text) => expect(imperative(text)).toBe(0),
  );
  it('the statement is not turned into "Could you accounts …?"', () => {
    const { generatedMessage } = rewriteMessage(
      TransformRequestSchema.parse({
        originalMessage: "Accounts that haven't paid by Monday will be suspended.",
      }),
    );
    expect(generatedMessage).not.toMatch(/could you accounts/i);
    expect(generatedMessage).toMatch(/Monday/);
  });
});

describe('rule "event-compound": a word and two bare nouns ending in an event noun name an event', () => {
  it.each([
    'Boiler safety inspection at your flat next Tuesday between 8am and noon.',
    'Gas meter installation on Monday at 10.',
  ])('%s orders nothing', (text) => expect(imperative(text)).toBe(-1));
  it.each(['Order office supplies by Friday.', 'Book the meeting room for Friday.'])(
    'near miss: %s orders',
    (text) => expect(imperative(text)).toBe(0),
  );
});
