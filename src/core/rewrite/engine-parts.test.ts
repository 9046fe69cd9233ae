import { describe, expect, it } from 'vitest';
import { askAsQuestion, baseForm, detectAsk } from './asks.ts';
import { calmDown } from './calm-phrases.ts';
import { compact, joinSegments, Priority, type Segment } from './draft.ts';
import { buildPlan } from './plan.ts';
import { normalizeText, splitClauses, splitSentences } from './split.ts';

describe('splitting', () => {
  it('joins tokenised text back into prose', () => {
    expect(normalizeText("andy , do n't blow this out of proportion .")).toBe(
      "andy, don't blow this out of proportion.",
    );
  });

  it('capitalises "I", days and months in lower-cased text, but not "i.e." or "may"', () => {
    expect(normalizeText("so i 'll ask on monday , i.e. in may .")).toBe(
      "so I'll ask on Monday, i.e. in may.",
    );
  });

  it('splits sentences but not at abbreviations or decimals', () => {
    expect(splitSentences('Dr. Lee paid $1,240.50. See you at 3.30 then!')).toEqual([
      'Dr. Lee paid $1,240.50.',
      'See you at 3.30 then!',
    ]);
  });

  it('separates a blaming clause from the fact next to it', () => {
    expect(splitClauses('The plan was to send it yesterday and now we are behind')).toEqual([
      'The plan was to send it yesterday',
      'we are behind',
    ]);
  });
});

describe('calm wording', () => {
  it.each([
    ['Send it ASAP.', 'Send it.'],
    ['This is critical for the launch', 'This is important for the launch'],
    ['The deadline is Friday', "it's due Friday"],
    ['The deployment failed again', "The deployment didn't go through"],
    ['You were supposed to send it yesterday', 'the plan was to send it yesterday'],
    ["you said you'd have them done by Friday", 'the plan was to have them done by Friday'],
    ['you promised to call me back', 'the plan was to call me back'],
    ['The client is upset about the delay', 'The client is asking about the delay'],
    ["let's hold off for now", "let's hold off for now"],
    ['let me know if that is a problem for you', 'let me know if that is tricky for you'],
    ['book this deal with 536977', 'book this deal with 536977'],
    ['Rent is late again', 'Rent is still outstanding'],
  ])('"%s" → "%s"', (input, expected) => {
    expect(calmDown(input)).toBe(expected);
  });
});

describe('asks', () => {
  it.each([
    ['You need to update the docs before Friday', 'Could you update the docs before Friday?'],
    ["Why haven't you replied to my emails?", 'Could you reply to my emails?'],
    ['I need your signature', 'Could I have your signature?'],
    ["let's stay in touch", 'Could we stay in touch?'],
    ['Send me the numbers', 'Could you send me the numbers?'],
  ])('"%s" becomes "%s"', (clause, question) => {
    const ask = detectAsk(clause);
    expect(ask && askAsQuestion(ask)).toBe(question);
  });

  it('finds the base form of a past participle', () => {
    expect(['signed', 'replied', 'updated', 'submitted', 'sent'].map(baseForm)).toEqual([
      'sign',
      'reply',
      'update',
      'submit',
      'send',
    ]);
  });
});

describe('the plan', () => {
  it('reads the greeting, the asks, the background and what it leaves out', () => {
    const plan = buildPlan("Hi Dana, send me the deck. It's for the 2pm call. What is going on?");
    expect(plan.name).toBe('Dana');
    expect(plan.parts.map((part) => part.kind)).toEqual(['ask', 'statement', 'dropped']);
  });
});

describe('compact', () => {
  const segments: Segment[] = [
    { text: 'Hi,', priority: Priority.greeting },
    { text: 'Could you send the deck?', priority: Priority.essential },
    { text: 'A long line that can become shorter.', short: 'Short line.', priority: Priority.essential },
    {
      text: 'No rush at all, whenever suits you.',
      short: 'No rush, thanks!',
      priority: Priority.essential,
      role: 'flexible',
    },
    { text: 'Thank you so much!', priority: Priority.close, role: 'close' },
  ];

  it('leaves a draft that fits alone', () => {
    expect(compact(segments, 1000)).toEqual(segments);
  });

  it('drops the thank-you line first and lets the flexible line thank instead', () => {
    const text = joinSegments(compact(segments, joinSegments(segments).length - 5));
    expect(text).not.toContain('Thank you so much!');
    expect(text).toContain('No rush, thanks!');
  });

  it('never drops an essential line', () => {
    expect(joinSegments(compact(segments, 10))).toBe(
      'Could you send the deck?\nShort line.\nNo rush, thanks!',
    );
  });
});
