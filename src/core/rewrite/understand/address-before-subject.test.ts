import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { rewriteText as rewrite } from '../test-support.ts';
import { buildMessageModel } from './build-message-model.ts';

const firstClause = (text: string) => buildMessageModel(parseMessage(text)).sentences[0]?.clauses[0];

describe('rule "address-before-subject": a bare noun before "you" addresses the reader', () => {
  it.each(["mum you're so selfish.", 'honestly mum you are so selfish.', 'Sam you left the gate open.'])(
    '%s has the reader as its subject',
    (text) => expect(firstClause(text)?.youSubject).toBe(true),
  );
  it('the insult after the address goes, the news beside it stays', () =>
    expect(rewrite("honestly mum you're so selfish. dinner is saturday at 7.")).toBe(
      'Dinner is saturday at 7.',
    ));
  it.each(['The man you met is here.', 'Mum and I are going at 6.'])('near miss: %s', (text) => {
    expect(firstClause(text)?.youSubject).toBe(false);
    expect(rewrite(text)).toBe(text);
  });
  it('near miss: kind words after the address stay', () =>
    expect(rewrite("honestly mum you're so kind.")).toBe("Honestly mum you're so kind."));
});

describe('rule "address-before-subject": stance words and a "never" may stand around the pronoun', () => {
  it('the sweeping blame after the address goes, the news stays', () =>
    expect(rewrite("mum honestly you never listen. i said i can't come sunday.")).toBe(
      "I said i can't come sunday.",
    ));
});
