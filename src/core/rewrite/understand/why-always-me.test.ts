import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { rewriteText as rewrite } from '../test-support.ts';
import { buildMessageModel } from './build-message-model.ts';

const hostility = (text: string) => buildMessageModel(parseMessage(text)).sentences[0]?.clauses[0]?.hostility;

// Rule "why-always-me" (rhetorical-questions.ts). Messages written for this test.
describe('rule "why-always-me"', () => {
  it.each(['Why is the washing-up always left to me?', 'Why does this always land on me?'])(
    '%s is rhetorical',
    (text) => expect(hostility(text)).toBe('rhetorical'),
  );
  it('the complaint goes and the news stays', () =>
    expect(rewrite('The vet is booked for Friday 4pm. Why is it always me?')).toBe(
      'The vet is booked for Friday 4pm.',
    ));
  it.each(['Why does the number 9 bus always run late?', 'Why do I need a new parking permit?'])(
    'near miss: %s asks',
    (text) => expect(hostility(text)).not.toBe('rhetorical'),
  );
});
