import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { dismissesReader, ordersHarm } from './hostile-orders.ts';
import { buildMessageModel } from './message-model.ts';

const firstClause = (text: string) => {
  const clause = buildMessageModel(parseMessage(text)).sentences[0]?.clauses[0];
  if (!clause) throw new Error(`no clause in ${text}`);
  return clause;
};

describe('rule "harmful-order": the verb phrase itself is the hostility', () => {
  it.each(['Go kill yourself.', 'Just die.', 'Get lost.', "Steal someone else's lunch next time."])(
    '%s is an order no one could carry out kindly',
    (text) => expect(ordersHarm(firstClause(text))).toBe(true),
  );
  it.each([
    'Kill the process on server 3.',
    'Cancel the order before Friday.',
    'Destroy those old drafts.',
    'Send the file by 5pm.',
  ])('near miss: %s is a task, aimed at a known thing or not harmful', (text) =>
    expect(ordersHarm(firstClause(text))).toBe(false),
  );
});

describe('rule "dismissal": a verb of leaving that sends the reader off', () => {
  it.each(['Go away.', 'Just go away now.', 'Get out of here.', 'Back off.', 'Get out of my office.'])(
    '%s dismisses',
    (text) => expect(dismissesReader(firstClause(text))).toBe(true),
  );
  it.each(['Go out for lunch with the team.', 'Get out the spare keys.', 'Back up the files tonight.'])(
    'near miss: %s names a place or a thing',
    (text) => expect(dismissesReader(firstClause(text))).toBe(false),
  );
});
