import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../catalog/messages.ts';
import { AnalysisSchema } from '../schemas.ts';
import { analysisFailure, analyze, CONCISE_STRENGTH, findTriggerWords } from './analyze.ts';
import { FILLERS } from './rules.ts';

const [VISUAL, SUPPORTIVE, ADHD] = FILLERS.map((filler) => filler.issue);
const LONG_CALM_MESSAGE =
  'The report covers the numbers for the quarter because the board asked for them.\n'.repeat(4);
const EVERYTHING_WRONG =
  'URGENT!!! You must fix the stuff, I am frustrated and angry about this mistake and it cannot wait. Why? What? How?';

describe('score, severity and cognitive load (spec §5)', () => {
  it.each([
    // text, score, severity, cognitiveLoad, how the score adds up
    ['', 100, 'low', 'low'], // nothing to find
    ['Send it ASAP.', 57, 'high', 'low'], // -25 pressure -8 reassurance -5 visual -5 ADHD
    ['Send it ASAP when you can.', 70, 'high', 'low'], // -25 pressure -15 three fillers +10 timing
    ['Please send it ASAP.', 62, 'high', 'low'], // 57 + 5 polite
    ['Thanks, send it ASAP.', 62, 'high', 'low'],
    ['Thank you. Send it ASAP.', 62, 'high', 'low'],
    ['Send it ASAP.\nOk', 62, 'high', 'low'], // 57 + 5 structure (two lines)
    ['- send it ASAP', 62, 'high', 'low'], // 57 + 5 structure (a list item)
    ['You should check it.', 67, 'medium', 'low'], // -15 demanding -8 reassurance -5 visual -5 ADHD
    [
      'Fix the stuff, it was a mistake, the whole situation is a mess and we need a plan.',
      72,
      'low',
      'medium',
    ],
    [LONG_CALM_MESSAGE, 77, 'medium', 'high'], // -15 long -8 reassurance -5 ADHD +5 structure
    [EVERYTHING_WRONG, 0, 'high', 'high'], // nine rules, -114 before the clamp
  ] as const)('%j → %i, severity %s, load %s', (text, score, severity, cognitiveLoad) => {
    const analysis = analyze(text);
    expect({ score: analysis.score, severity: analysis.severity, load: analysis.cognitiveLoad }).toEqual({
      score,
      severity,
      load: cognitiveLoad,
    });
  });

  it('clamps at 100 when bonuses exceed penalties', () => {
    expect(analyze('Please review it when you can.\nThanks').score).toBe(100);
  });

  it('lists the three spec issue texts word for word', () => {
    expect(analyze(EVERYTHING_WRONG).issues.slice(0, 3)).toEqual([
      MESSAGES.ISSUE_PRESSURE,
      MESSAGES.ISSUE_EMOTIONAL,
      MESSAGES.ISSUE_DEMANDING,
    ]);
  });

  it('gives one issue and one recommendation per fired rule, however many matches', () => {
    const analysis = analyze('ASAP! Urgent, critical, must do immediately. Read the "no deadline" note.');
    expect(analysis.issues.filter((issue) => issue === MESSAGES.ISSUE_PRESSURE)).toHaveLength(1);
    expect(analysis.findings.filter((finding) => finding.ruleId === 'pressure')).toHaveLength(6);
    // pressure, lacks context (over 50 characters), lacks reassurance: three rules, so no fillers
    expect(analysis.issues).toHaveLength(3);
    expect(analysis.recommendations).toHaveLength(3);
  });
});

describe('filler issues (spec §5: only when 1 or 2 issues were found)', () => {
  it.each([
    ['no issue: no filler', 'Hi there.', []],
    ['one issue, nothing covered: all three', 'Fix the stuff.', [VISUAL, SUPPORTIVE, ADHD]],
    ['reassurance covers supportive tone', 'Send it ASAP.', [VISUAL, ADHD]],
    ['length covers visual organization', LONG_CALM_MESSAGE, [ADHD]],
    [
      'three issues: no filler',
      'Fix the stuff, it was a mistake, the whole situation is a mess and we need a plan.',
      [],
    ],
  ])('%s', (_label, text, fillers) => {
    const issues = analyze(text).issues;
    expect(issues.filter((issue) => FILLERS.some((filler) => filler.issue === issue))).toEqual(fillers);
  });
});

describe('strengths', () => {
  it.each([
    [
      'Please review it when you can.\nThanks',
      [
        'Uses polite language',
        'Offers flexible timing',
        'Uses clear structure (line breaks or a list)',
        CONCISE_STRENGTH,
      ],
    ],
    ['Hi there.', [CONCISE_STRENGTH]],
    ['   ', []],
    [LONG_CALM_MESSAGE, ['Uses clear structure (line breaks or a list)']],
  ])('%j → %j', (text, strengths) => {
    expect(analyze(text).strengths).toEqual(strengths);
  });
});

describe('findTriggerWords', () => {
  it('returns only pressure, emotional and demanding findings, in order', () => {
    const found = findTriggerWords('I am upset, the stuff is late. You must reply right away.');
    expect(found.map((finding) => [finding.ruleId, finding.text])).toEqual([
      ['emotional', 'upset'],
      ['demanding', 'You must'],
      ['pressure', 'must'],
      ['pressure', 'right away'],
    ]);
  });

  it('finds nothing in a gentle message', () => {
    expect(findTriggerWords('Could you look at the report when you have a moment? Thanks!')).toEqual([]);
  });
});

describe('analysisFailure (spec §8)', () => {
  it('is a valid analysis with the catalogue texts and score 0', () => {
    const failure = AnalysisSchema.parse(analysisFailure());
    expect(failure).toEqual({
      issues: [MESSAGES.ANALYSIS_FAILED_ISSUE],
      strengths: [],
      severity: 'low',
      cognitiveLoad: 'low',
      score: 0,
      recommendations: [MESSAGES.ANALYSIS_FAILED_RECOMMENDATION],
      findings: [],
    });
  });
});
