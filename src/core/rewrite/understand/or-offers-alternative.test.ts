import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { rewriteText as rewrite } from '../test-support.ts';
import { buildMessageModel } from './build-message-model.ts';

const consequences = (message: string) =>
  buildMessageModel(parseMessage(message))
    .sentences.flatMap((sentence) => sentence.clauses)
    .filter((clause) => clause.consequence).length;

describe('rule "or-offers-alternative": "or" warns of a consequence only after an order', () => {
  it.each(['or should i just ruin her life now', 'or are you just making shit up ?'])(
    '%s offers another possibility',
    (message) => {
      expect(consequences(message)).toBe(0);
      expect(rewrite(message)).not.toMatch(/otherwise/i);
    },
  );
  it('after a statement, "or" joins a second possibility', () =>
    expect(consequences('you failed to aid the victim or do anything about it .')).toBe(0));
  it('near miss: after an order it is the consequence', () => {
    expect(consequences('Renew it right away or the site goes down.')).toBe(1);
    expect(rewrite('Renew it right away or the site goes down.')).toMatch(/Otherwise, the site goes down/);
  });
});
