import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { rewriteText } from '../test-support.ts';
import { buildMessageModel } from './build-message-model.ts';

const hostility = (text: string) => buildMessageModel(parseMessage(text)).sentences[0]?.clauses[0]?.hostility;

describe('rule "cant-you-just": "Can\'t you just …?" is exasperation', () => {
  it.each(['Can you not just do what I asked for once?', "Can't you just send the file to me?"])(
    '%s is rhetorical',
    (text) => expect(hostility(text)).toBe('rhetorical'),
  );
  it.each(['Can you just send it?', 'Can you not park there?'])('near miss: %s asks', (text) => {
    expect(hostility(text)).toBeNull();
    expect(rewriteText(text)).toBe(text);
  });
  it('the exasperation goes beside a real ask', () =>
    expect(
      rewriteText('Can you not just do what I asked for once? I need the invoice numbers by end of day.'),
    ).toBe('Could I have the invoice numbers by end of day?'));
  it('alone, what it names is asked plainly', () =>
    expect(rewriteText("Can't you just send the file to me?")).toBe('Could you send the file to me?'));
});
