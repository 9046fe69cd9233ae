import { describe, expect, it } from 'vitest';
import { parseMessage } from '../rewrite/parse/segment.ts';
import { buildMessageModel } from '../rewrite/understand/build-message-model.ts';
import { pressesOrder } from './pressing-order.ts';

const pressingClauses = (text: string) =>
  buildMessageModel(parseMessage(text))
    .sentences.flatMap((sentence) => sentence.clauses)
    .filter(pressesOrder)
    .map((clause) => clause.text.trim());

describe('pressing-order: a bare order pressed with "now"', () => {
  it.each([
    ['Send it now', 'Send it now'],
    ['Call me right now!', 'Call me right now!'],
    ['Now send the file.', 'Now send the file.'],
    ['Get the invoice out straightaway.', 'Get the invoice out straightaway.'],
    ['I need the report now.', 'I need the report now.'],
  ])('%s is one', (text, clause) => {
    expect(pressingClauses(text).map((found) => found.replace(/[.!]$/, ''))).toEqual([
      clause.replace(/[.!]$/, ''),
    ]);
  });

  it.each([
    ['a request', 'Could you send it now?'],
    ['an order softened with please', 'Send it now, please.'],
    ['please first', 'Please send it now.'],
    ['a statement', 'I can send it now.'],
    ['"now that" as a conjunction', "Now that it's done, send it over."],
    ['a plain order with a real time', 'Send the report by Friday.'],
    ['a demand §5 already counts', 'You must send it now.'],
    ['a negative order', "Don't send it now."],
    ['"now" timing a verb inside the order', 'Make sure you now have edit access.'],
  ])('%s is not: %s', (_kind, text) => {
    expect(pressingClauses(text)).toEqual([]);
  });
});
