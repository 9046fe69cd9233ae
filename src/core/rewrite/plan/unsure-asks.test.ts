import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { rewriteText as rewrite } from '../test-support.ts';
import { buildMessageModel } from '../understand/build-message-model.ts';
import { unsureAsk } from './unsure-asks.ts';

// The rule that keeps the first command of the message from becoming a request.
const ruleOf = (message: string, first = false) => {
  const clause = buildMessageModel(parseMessage(message))
    .sentences.flatMap((sentence) => sentence.clauses)
    .find((candidate) => candidate.ask?.kind === 'command');
  if (!clause) throw new Error(`no command in ${message}`);
  return unsureAsk(clause, first);
};

describe('rule "abusive-object": an order for "that thing" or at an insulted person is no ask', () => {
  it.each(['you gotta inject that shit .', 'post the names of these losers .'])('%s', (message) =>
    expect(ruleOf(message)).toBe('abusive-object'),
  );
  it('keeps the writer\'s clause, cleaned, never "Could you …?"', () => {
    const text = rewrite('you gotta inject that shit .');
    expect(text).not.toMatch(/could you|shit/i);
    expect(text).toMatch(/inject that/i);
  });
  it('near miss: an intensifier alone leaves a real ask ("Send me the fucking file")', () => {
    expect(ruleOf('Send me the fucking file.')).toBeNull();
    expect(rewrite('Send me the fucking file.')).toBe('Could you send me the file?');
  });
});

describe('rule "statement-inside-order": a subject with its own verb after the order', () => {
  it.each([
    'wait a minute you voted for him .',
    'bring on the downvotes by this point i register them as upvotes .',
  ])('%s is no order', (message) => expect(ruleOf(message)).toBe('statement-inside-order'));
  it('near miss: a relative clause has no object of its own ("the files we are talking about")', () =>
    expect(ruleOf('also quantify the files we are talking about here .')).toBeNull());
  it('near miss: a negative order keeps its reason readable ("Please don\'t …")', () =>
    expect(ruleOf('do not open it , it is a virus .')).toBeNull());
  it.each([
    "go look under the settings , it 's fucking crazy .",
    'occupy did the same thing last year .',
    'wonder who raised these girls .',
  ])('%s: a statement after swearing, a subject before its verb, a thought without its "I"', (message) =>
    expect(ruleOf(message)).toBe('statement-inside-order'),
  );
  it.each(["org it 's their fucking reserve force .", "com it 's because republicans fucking cheat ."])(
    '%s: a subject with its helper verb right after the first word',
    (message) => expect(ruleOf(message)).toBe('statement-inside-order'),
  );
  it.each(['Make it stop before the meeting.', 'Have it ready by Friday.'])(
    'near miss: %s orders (a bare verb or an adjective after the object)',
    (message) => expect(ruleOf(message)).toBeNull(),
  );
  it.each(['Think about the budget.', 'Get it done by Friday.', 'Come prepared with an explanation.'])(
    'near miss: %s orders',
    (message) => expect(ruleOf(message)).toBeNull(),
  );
  it('stays a statement', () =>
    expect(rewrite('wait a minute you voted for him .')).not.toMatch(/could you/i));
  it.each([
    'Call me when you land.',
    'Tell them we are running late.',
    'Send me the report by Friday.',
    'Renew it right away or the site goes down.',
  ])('near miss: %s is a real ask', (message) => {
    expect(ruleOf(message)).toBeNull();
    expect(rewrite(message)).toMatch(/^Could you /);
  });
});

describe('rule "harmful-verb": harm is never asked for politely', () => {
  it('"kill that fat yobo before he hurts anybody" stays the writer\'s clause', () => {
    expect(ruleOf('kill that fat yobo before he hurts anybody .')).toBe('harmful-verb');
    expect(rewrite('kill that fat yobo before he hurts anybody .')).not.toMatch(/could you/i);
  });
  it('near misses: a negative order and a mildly negative verb are real asks', () => {
    expect(ruleOf("Don't miss the deadline on Friday.")).toBeNull();
    expect(ruleOf('Pay the invoice by Monday.')).toBeNull();
  });
});

describe('rule "continues-unsaid": an order that opens the message with a joining word answers a thread', () => {
  it.each(['and keep the mayor out of the way .', 'then do something about it !', 'so do us all a favour .'])(
    "%s stays the writer's clause",
    (message) => {
      expect(ruleOf(message, true)).toBe('continues-unsaid');
      expect(rewrite(message)).not.toMatch(/could you/i);
    },
  );
  it('near miss: a clause before it in the message ("Thanks! And send me the file")', () =>
    expect(ruleOf('And send me the file.', false)).toBeNull());
  it('near miss: the joining word is inside the order ("Send it and call me")', () =>
    expect(ruleOf('Send it and call me.', true)).toBeNull());
});
