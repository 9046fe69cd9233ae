import nlp from 'compromise';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKED_COMPROMISE_VERSION, compromiseBulkMatch } from './quick-sweep.ts';
import { tokenizeSentences } from './tokens.ts';

const methods = nlp.methods() as { one: { bulkMatch: unknown } };
const quick = methods.one.bulkMatch;
afterEach(() => {
  methods.one.bulkMatch = quick;
});
// The same work with compromise's own sweep.
const withCompromiseSweep = <T>(run: () => T): T => {
  methods.one.bulkMatch = compromiseBulkMatch;
  try {
    return run();
  } finally {
    methods.one.bulkMatch = quick;
  }
};

const SENTENCES = [
  "Why haven't you replied?? I asked on Monday. Fix it now, don't make me ask again.",
  'Hi Sam, could you send the slides by Thursday 5pm, book the room and bring the laptop?',
  "You forgot to renew the car insurance and there's a penalty of $250. Renew it today.",
  "It's telling that nobody answered. Drop everything else and do NOT merge the branch.",
  'The deployment failed again because the tests weren’t run; you must run the full suite.',
  'If the report is not on my desk by 9am, don’t bother coming in tomorrow.',
  'Honestly, I was stressed and took it out on you. Sorry, that was unfair.',
  'Walking the dog, I saw 3 beautiful women and a very old man selling fresh bread.',
  'Per my last email, which you clearly did not read, the deck is due on the 28th.',
  'Could you please let me know whether the budget for Q3 has been approved by finance?',
  'Stop wasting my time and answer me: are you coming or not?',
  'She said she would have finished it, but the printer broke twice.',
];

describe('the quick sweep', () => {
  it('replaces compromise’s own sweep for the version it was checked against', () => {
    expect(nlp.version).toBe(CHECKED_COMPROMISE_VERSION);
    expect(quick).not.toBe(compromiseBulkMatch);
  });

  // Every term as compromise reports it, but its id, which is new for every parse.
  const termsOf = (text: string) =>
    (nlp(text).json() as { terms: { id: string }[] }[]).map((sentence) =>
      sentence.terms.map(({ id: _, ...term }) => term),
    );

  it.each(SENTENCES)('tags “%s” as compromise’s own sweep does', (text) => {
    expect(termsOf(text)).toEqual(withCompromiseSweep(() => termsOf(text)));
    expect(tokenizeSentences(text)).toEqual(withCompromiseSweep(() => tokenizeSentences(text)));
  });

  it('finds the same first match when only one is wanted, and the same matches otherwise', () => {
    const net = nlp.buildNet([
      { match: '#Verb the #Noun', tag: 'Example' },
      { match: 'by #Date', tag: 'Deadline' },
      { match: '(send|book) [#Determiner]', group: 0, tag: 'Example' },
    ]);
    const text = 'Send the slides by Thursday and book the room by Friday.';
    const found = (options: { matchOne?: boolean }) =>
      nlp(text)
        .sweep(net, { ...options, tagger: false })
        .found.map((match) => {
          const { match: pattern, view } = match as { match: string; view: { text(): string } };
          return [pattern, view.text()];
        });
    for (const options of [{ matchOne: true }, {}]) {
      expect(found(options)).toEqual(withCompromiseSweep(() => found(options)));
    }
    expect(found({}).length).toBeGreaterThan(2);
  });
});
