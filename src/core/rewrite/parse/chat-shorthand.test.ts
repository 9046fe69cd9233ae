import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';
import { tokenizeSentences } from './tokens.ts';

const normals = (text: string) => (tokenizeSentences(text)[0] ?? []).map((token) => token.normal);

describe('rule "chat-shorthand": short forms are read as their words and written as typed', () => {
  it('"r u coming" reads "are you coming"', () =>
    expect(normals('r u coming sat')).toEqual(['are', 'you', 'coming', 'sat']));
  it('near miss: "U2" and "R&D" are not the reader', () =>
    expect(normals('U2 played R&D')).not.toContain('you'));
  it('"told u 100 times …" loses its frame, keeps the news, and stays in the writer\'s spelling', () =>
    expect(rewriteText('told u 100 times the wifi password is on the fridge')).toBe(
      'The wifi password is on the fridge',
    ));
  it('an exclamation before a question is not its start: "ffs where r u??" still asks', () =>
    expect(rewriteText("ffs where r u?? we're all waiting at the pub")).toMatch(/^Where r u\?/));
});

describe('rule "emoji-ends-clause": an emoji between clauses is their full stop', () => {
  it('the blame before it goes, the question after it stays', () =>
    expect(rewriteText('omg u never reply 🙄 r u coming sat or not')).toMatch(/^R u coming sat/));
  it('near miss: "Great job 🎉" is one clause, left as it was', () =>
    expect(rewriteText('Great job 🎉')).toBe('Great job 🎉'));
});
