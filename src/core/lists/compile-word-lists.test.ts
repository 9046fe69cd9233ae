import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../analysis/analyze.ts';
import { regexMatcher } from '../analysis/phrase-matcher.ts';
import { analyzeWithLists } from './analyze-with-lists.ts';
import { compileWordLists } from './compile-word-lists.ts';
import { WordListsSchema } from './word-lists-schema.ts';

const PHRASES = ['per my last email', 'circle back', 'ſoon-ish', 'über wichtig', 'KPI', 'as discussed'];

describe('compileWordLists', () => {
  it('customFindings, allowedSpans and isAllowed answer for any text', () => {
    const compiled = compileWordLists(
      WordListsSchema.parse({
        allow: ['as discussed'],
        custom: [
          { phrase: 'per my last email', category: 'pressure', alternative: 'as a reminder' },
          { phrase: 'circle back', category: 'demanding' },
        ],
      }),
    );
    const text = 'As discussed, per my last email we circle back.';
    expect(compiled.customFindings(text).map((f) => [f.ruleId, f.text])).toEqual([
      ['pressure', 'per my last email'],
      ['demanding', 'circle back'],
    ]);
    expect(compiled.isAllowed(text, { start: 3, end: 12 })).toBe(true);
    expect(compiled.isAllowed(text, { start: 14, end: 31 })).toBe(false);
    expect(compiled.isOff('pressure')).toBe(false);
  });

  // The lists' phrases are matched from their anchor words (phrase-program.ts): exactly the regexes' matches.
  it('finds exactly what the phrase regexes find, whatever the case and surroundings', () => {
    const compiled = compileWordLists(
      WordListsSchema.parse({ custom: PHRASES.map((phrase) => ({ phrase, category: 'emotional' })) }),
    );
    const plain = regexMatcher(PHRASES.map((text) => ({ text })));
    const unit = fc.oneof(
      fc.constantFrom(...PHRASES, 'PER MY LAST EMAIL', 'circle\nback', 'ſoon-iſh', 'kpis', 'é', '-', ' '),
      fc.string({ maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 10 }), (parts) => {
        const text = parts.join('');
        const expected = plain.findAll(text).map(({ start, end }) => [start, end]);
        expect(compiled.customFindings(text).map(({ start, end }) => [start, end])).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe('allowed words take out exactly the findings inside them', () => {
  const ALLOW = ['deadline', 'MUST', 'no ASAP', 'have  to', 'don’t worry', 'ſtuff'];
  it('matches a brute-force check with the phrase regexes, whatever the text', () => {
    const lists = WordListsSchema.parse({ allow: ALLOW });
    const compiled = compileWordLists(lists);
    const allowRegex = regexMatcher(ALLOW.map((text) => ({ text })));
    const unit = fc.oneof(
      fc.constantFrom(
        'Deadline',
        'must',
        'you must',
        'no asap',
        'ASAP',
        'have\nto',
        "don't worry",
        'stuff',
        'STUFF',
      ),
      fc.constantFrom(' ', '. ', '-', 'é'),
      fc.string({ maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 10 }), (parts) => {
        const text = parts.join(' ');
        const allowed = allowRegex.findAll(text);
        const expected = analyze(text).findings.filter(
          (f) => !allowed.some((span) => span.start <= f.start && f.end <= span.end),
        );
        expect(analyzeWithLists(text, lists).findings).toEqual(expected);
        const kept = new Set(expected.map((f) => `${f.ruleId}@${f.start}-${f.end}`));
        for (const finding of analyze(text).findings)
          expect(compiled.isAllowed(text, finding)).toBe(
            !kept.has(`${finding.ruleId}@${finding.start}-${finding.end}`),
          );
      }),
      { numRuns: 500 },
    );
  });
});
