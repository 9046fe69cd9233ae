import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { buildMessageModel } from './build-message-model.ts';

// Whether the message's first clause is read as an ask.
const firstAsks = (message: string) =>
  buildMessageModel(parseMessage(message)).sentences[0]?.clauses[0]?.ask != null;

describe('rule "swear-word-as-subject": a swear word before the verb may be its subject', () => {
  it.each(['cunts never do anything but hurt people .', 'bastards always take the last seat .'])(
    '%s orders nothing',
    (message) => expect(firstAsks(message)).toBe(false),
  );
  it.each(['Fucking send me the file', 'just fucking send me the file'])(
    'near miss: %s still asks for the file (the swear word only stresses the order)',
    (message) => expect(firstAsks(message)).toBe(true),
  );
});
