import { describe, expect, it } from 'vitest';
import { insightCards } from '../insights/insight-cards.ts';
import { analyze } from './analyze.ts';
import { analyzeMessage, findToneIssues } from './tone-findings.ts';

describe('findings beyond the spec word rules', () => {
  const text = 'Why did you not reply yesterday?? Fix it now.';

  it('finds what no listed word names, with spans and a gentler alternative', () => {
    const findings = findToneIssues(text);
    expect(findings.map((finding) => [finding.ruleId, text.slice(finding.start, finding.end)])).toEqual([
      ['rhetorical', 'Why did you not reply yesterday??'],
      ['command', 'Fix it now.'],
    ]);
    expect(findings[1]?.suggestion).toMatch(/Could you fix it now\?/);
    expect(findings.every((finding) => finding.beyondSpec)).toBe(true);
  });

  it('keeps the §5 score, issues and severity exactly', () => {
    const plain = analyze(text);
    const full = analyzeMessage(text);
    expect(full.score).toBe(plain.score);
    expect(full.issues).toEqual(plain.issues);
    expect(full.severity).toBe(plain.severity);
    expect(full.findings.filter((finding) => !finding.beyondSpec)).toEqual(plain.findings);
  });

  it.each([
    ["You're hopeless with deadlines.", 'insult'],
    ['I will not chase you about this again.', 'threat'],
    ['Great job forgetting the cake, as usual.', 'sarcasm'],
    ['Do you even open your inbox?', 'rhetorical'],
  ])('%s is marked %s', (message, ruleId) => {
    expect(findToneIssues(message).map((finding) => finding.ruleId)).toContain(ruleId);
  });

  it('finds nothing in a kind message', () => {
    expect(findToneIssues('Thanks for the flowers, they brightened the whole office!')).toEqual([]);
  });

  it('shows a tone card among the insight cards: first when no rule fired, else second', () => {
    expect(insightCards(text, analyzeMessage(text)).map((card) => card.id)).toContain('tone-beyond-rules');
    const noRule = 'Fix the fence.';
    expect(insightCards(noRule, analyzeMessage(noRule))[0]?.id).toBe('tone-beyond-rules');
    const withRules = 'You must fix the fence ASAP. Why did you not reply yesterday??';
    expect(insightCards(withRules, analyzeMessage(withRules))[1]?.id).toBe('tone-beyond-rules');
  });
});
