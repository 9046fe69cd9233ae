import { describe, expect, it } from 'vitest';
import { containsFact, extractFacts, type Fact, missingFacts } from './facts.ts';

const facts = (text: string) => extractFacts(text).map((fact) => `${fact.kind}:${fact.text}`);

describe('extractFacts', () => {
  const table: readonly (readonly [string, string[]])[] = [
    ['Board meeting on Thursday at 10am.', ['weekday:Thursday', 'time:10am']],
    ['Receipts for $1,240.50 are missing.', ['money:$1,240.50']],
    ['See https://git.example.com/app/pull/482.', ['url:https://git.example.com/app/pull/482']],
    ['The cert for shop.example.com expires on 30 November.', ['url:shop.example.com', 'date:30 November']],
    ['Write to legal@northwind.io today.', ['email:legal@northwind.io', 'date:today']],
    ['Any update on ticket ENG-2291 or PR #482?', ['ticket:ENG-2291', 'name:PR', 'ticket:#482']],
    [
      'Churn 3.1% (target 2.5%), revenue +12% in Q2.',
      ['number:3.1%', 'number:2.5%', 'number:12%', 'number:Q2'],
    ],
    ['Meeting with Dana and Priya at 2:30pm.', ['name:Dana', 'name:Priya', 'time:2:30pm']],
    ['The client (Acme Corp) called.', ['name:Acme Corp']],
    ['Invoices for March and April, due August 3.', ['month:March', 'month:April', 'date:August 3']],
    ['hi kevin , here is my resume .', ['name:kevin']],
    ['I sent it two weeks ago, the one you liked.', ['number:two']],
    ['dentist tue 4pm, kids 5:30', ['weekday:tue', 'time:4pm', 'time:5:30']],
    ['call me at ( 402 - 490 - 0647 ) .', ['number:402', 'number:490', 'number:0647']],
    ['It was due on the 1st, rent is $650.', ['date:1st', 'money:$650']],
  ];
  for (const [text, expected] of table) {
    it(`finds ${expected.join(', ') || 'nothing'} in "${text}"`, () => {
      expect(facts(text)).toEqual(expected);
    });
  }

  it('does not take sentence starts, pronouns or shouting for names', () => {
    expect(facts('Dana sent it. I think AGAIN it is fine. Thanks!')).toEqual([]);
  });

  it('reads "may" as a month only with a capital mid-sentence', () => {
    expect(facts('You may need it.')).toEqual([]);
    expect(facts('Budget due in May.')).toEqual(['month:May']);
  });

  it('lists each fact once', () => {
    expect(facts('Friday works. Is Friday okay?')).toEqual(['weekday:Friday']);
  });
});

describe('containsFact', () => {
  const three: Fact = { kind: 'number', text: '3' };
  it('matches whole tokens only', () => {
    expect(containsFact('floor 3 is fine', three)).toBe(true);
    expect(containsFact('in Q3 and 2023', three)).toBe(false);
  });

  it('ignores case and spaces around joiners', () => {
    expect(containsFact('Call 402-490-0647.', { kind: 'number', text: '402 - 490 - 0647' })).toBe(true);
    expect(containsFact('back THURSDAY', { kind: 'weekday', text: 'Thursday' })).toBe(true);
  });
});

describe('missingFacts', () => {
  it('lists the facts a rewrite dropped', () => {
    const original = 'Pay the $1,240.50 by Thursday, see ENG-2291.';
    expect(missingFacts(original, 'Could you pay by Thursday?').map((fact) => fact.text)).toEqual([
      '$1,240.50',
      'ENG-2291',
    ]);
    expect(missingFacts(original, 'Could you pay the $1,240.50 by Thursday? See ENG-2291.')).toEqual([]);
  });

  it('never takes an insult or a swear word for a name', () => {
    expect(facts('Hi Shit, the Idiot form is broken.')).toEqual([]);
  });
});
