import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../catalog/messages.ts';
import { analyzeWithLists } from '../lists/analyze-with-lists.ts';
import { WordListsSchema } from '../lists/word-lists-schema.ts';
import type { Finding } from '../schemas.ts';
import { TONE_KINDS } from '../tone-kinds.ts';
import { analyze } from './analyze.ts';
import { HOSTILITY_RULE } from './hostility-rule.ts';
import { FILLERS } from './rules.ts';

// The hostility rule reads the tone findings it is given; here they are written by hand, so these
// tests check the scoring alone (src/core/tone checks what the message model finds).
const tone = (ruleId: string, text = 'x'): Finding => ({
  ruleId,
  text,
  start: 0,
  end: text.length,
  beyondSpec: true,
});
const [VISUAL, SUPPORTIVE, ADHD] = FILLERS.map((filler) => filler.issue);

describe('hostility (beyond spec §5, ADR 017)', () => {
  it('counts like the emotional-word row: one issue, −20, severity high, and names itself', () => {
    const text = 'Send it.';
    const analysis = analyze(text, undefined, [tone('insult', text)]);
    // −20 hostility −8 lacks reassurance (severity is high now) −5 visual −5 ADHD; the supportive-
    // tone filler is covered by the hostility issue.
    expect(analysis.score).toBe(62);
    expect(analysis.severity).toBe('high');
    expect(analysis.issues).toEqual([
      MESSAGES.ISSUE_HOSTILITY,
      'Lacks reassurance that there is no pressure',
      VISUAL,
      ADHD,
    ]);
    expect(analysis.issues).not.toContain(SUPPORTIVE);
    expect(analysis.recommendations[0]).toBe(HOSTILITY_RULE.recommendation);
    expect(analysis.beyondSpecRules).toEqual(['hostility']);
  });

  it('deducts once per message, however many hostile findings', () => {
    const text = 'Send it.';
    const once = analyze(text, undefined, [tone('insult')]);
    const many = analyze(text, undefined, [
      tone('insult'),
      tone('threat'),
      tone('blame'),
      tone('rhetorical'),
    ]);
    expect(many.score).toBe(once.score);
    expect(many.issues).toEqual(once.issues);
  });

  it.each(HOSTILITY_RULE.kinds)('%s counts', (kind) => {
    expect(analyze('Send it.', undefined, [tone(kind)]).beyondSpecRules).toEqual(['hostility']);
  });

  const shownOnly = TONE_KINDS.filter((kind) => !HOSTILITY_RULE.kinds.includes(kind));
  it.each(shownOnly)('%s is shown but not scored', (kind) => {
    const text = 'Send it.';
    const analysis = analyze(text, undefined, [tone(kind)]);
    expect({ ...analysis, findings: analysis.findings.filter((finding) => !finding.beyondSpec) }).toEqual(
      analyze(text),
    );
    expect(analysis.findings).toEqual([tone(kind)]);
  });

  it('sits beside the emotional words: both fire, each once', () => {
    const analysis = analyze('I am frustrated.', undefined, [tone('insult')]);
    expect(analysis.issues.slice(0, 2)).toEqual([MESSAGES.ISSUE_EMOTIONAL, MESSAGES.ISSUE_HOSTILITY]);
    // −20 emotional −20 hostility −8 reassurance; three issues, so no fillers.
    expect(analysis.score).toBe(52);
  });

  it("is switched off by a person's word lists like any rule", () => {
    const off = WordListsSchema.parse({ off: ['hostility'] });
    const analysis = analyzeWithLists('Send it.', off, [tone('threat')]);
    expect(analysis.score).toBe(analyze('Send it.').score);
    expect(analysis.beyondSpecRules).toBeUndefined();
  });

  it('always lowers the score of the same message, and sets severity high', () => {
    const word = fc.constantFrom(
      'ASAP',
      'you must',
      'frustrated',
      'stuff',
      '?',
      '\n',
      'please',
      'no rush',
      'a'.repeat(60),
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (words) => {
        const text = words.join(' ');
        const plain = analyze(text);
        const hostile = analyze(text, undefined, [tone('insult')]);
        expect(hostile.score).toBeLessThanOrEqual(Math.max(0, plain.score - 5));
        expect(hostile.severity).toBe('high');
      }),
    );
  });

  it('without tone findings, or with none that count, the analysis is exactly §5', () => {
    for (const text of ['', 'Send it ASAP.', 'You should check it.', 'Why? When? How?'])
      expect(analyze(text, undefined, [])).toEqual(analyze(text));
  });
});
