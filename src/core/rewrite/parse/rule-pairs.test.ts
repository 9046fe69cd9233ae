import nlp from 'compromise';
import { describe, expect, it } from 'vitest';
import { neighbourPairs, pairsCanMatch, type Reg, type Term } from './rule-pairs.ts';

const regsOf = (match: string) => (nlp as unknown as { parseMatch(m: string): Reg[] }).parseMatch(match);
const termsOf = (text: string) => (nlp(text).docs as Term[][])[0] ?? [];
// What compromise's own matcher finds, the truth the quick proof must never contradict.
const matches = (text: string, match: string) => nlp(text).has(match);
const canMatch = (text: string, match: string) => pairsCanMatch(termsOf(text), neighbourPairs(regsOf(match)));

describe('rule neighbour-pairs', () => {
  it('rules out a rule whose two neighbouring words are never side by side', () => {
    expect(canMatch('Could you kindly send it', 'could #Adverb')).toBe(false);
    expect(matches('Could you kindly send it', 'could #Adverb')).toBe(false);
    expect(canMatch('send the report by friday', 'the report by')).toBe(true);
    expect(canMatch('send the report to sam by friday', 'the report by')).toBe(false);
  });

  // Near misses: steps that may take no word, several words or a hidden word keep the rule.
  it.each([
    ['send report', 'send the? report'],
    ['send a report', 'send !the report'],
    ['send the very big report', 'send the .+ report'],
    ['send the report', 'send (the|a) report'],
    ['send the big report', 'send the #Adjective+ report'],
    ["we've gone home", 'we have gone'],
    ["I can't go", 'i can not go'],
    ['please send it', '^please send'],
  ])('keeps “%s” for “%s”, which compromise matches', (text, match) => {
    expect(matches(text, match)).toBe(true);
    expect(canMatch(text, match)).toBe(true);
  });

  it('pairs only neighbouring steps that take exactly one word, after a step that cannot skip the next', () => {
    expect(neighbourPairs(regsOf('send the report')).length).toBe(2);
    expect(neighbourPairs(regsOf('send the? report')).length).toBe(0);
    expect(neighbourPairs(regsOf('send? the report')).length).toBe(0);
    expect(neighbourPairs(regsOf('(send|book) the report')).length).toBe(2);
    expect(neighbourPairs(regsOf('(send|book it to) the report')).length).toBe(1);
  });
});
