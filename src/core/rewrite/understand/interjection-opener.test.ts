import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { rewriteText as rewrite } from '../test-support.ts';
import { buildMessageModel } from './build-message-model.ts';

const firstAsk = (text: string) =>
  buildMessageModel(parseMessage(text)).sentences[0]?.clauses[0]?.ask ?? null;

describe('rule "interjection-opener": a first word that is no verb alone, closed by a comma, orders nothing', () => {
  it.each(['Sure, because you have so much free time.', 'Fine, whatever works for the caterer.'])(
    '%s opens with no order',
    (text) => expect(firstAsk(text)).toBeNull(),
  );
  it('is never asked for: no "Could you sure …?"', () =>
    expect(rewrite('Sure, because you have so much free time.')).not.toMatch(/could you sure/i));
  it.each(['Wait, let me grab my coat.', 'Hurry, the taxi is outside.'])(
    'near miss: %s opens with a real verb and is read as one',
    (text) => expect(rewrite(text)).not.toMatch(/could you (sure|fine)/i),
  );
  it('near miss: "Wait, I will come with you." stays as written', () =>
    expect(rewrite('Wait, I will come with you.')).toBe('Wait, I will come with you.'));
});
