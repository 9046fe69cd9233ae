import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.ts';
import type { RuleId } from './rule-types.ts';
import { RULES, ruleById } from './rules.ts';

const firedRules = (text: string) =>
  RULES.filter((rule) => analyze(text).issues.includes(rule.issue)).map((rule) => rule.id);
const matchedWords = (text: string, ruleId: RuleId) =>
  analyze(text)
    .findings.filter((finding) => finding.ruleId === ruleId)
    .map((finding) => finding.text);

describe('rule data follows the spec §5 table', () => {
  const specTable: [RuleId, string[], number][] = [
    [
      'pressure',
      [
        'asap',
        'urgent',
        'immediately',
        'deadline',
        'must',
        'have to',
        'need now',
        'right away',
        'critical',
        'emergency',
      ],
      25,
    ],
    ['emotional', ['disappointed', 'frustrated', 'annoyed', 'upset', 'angry', 'concerned', 'worried'], 20],
    ['demanding', ['you need to', 'you must', 'you have to', 'you should', 'required', 'mandatory'], 15],
    ['vague', ['things', 'stuff', 'issues', 'problems', 'situation'], 10],
    ['negative', ['failed', 'wrong', 'mistake', 'error', 'problem', 'issue', 'behind', 'late'], 10],
  ];
  it.each(specTable)('%s lists exactly the spec words with penalty %i', (id, words, penalty) => {
    const rule = ruleById(id);
    expect(rule.kind === 'phrases' && rule.phrases.map((phrase) => phrase.text)).toEqual(words);
    expect(rule.penalty).toBe(penalty);
  });

  it.each<[RuleId, number]>([
    ['too-long', 15],
    ['lacks-structure', 10],
    ['lacks-context', 8],
    ['too-many-questions', 8],
    ['lacks-reassurance', 8],
  ])('%s costs %i points', (id, penalty) => expect(ruleById(id).penalty).toBe(penalty));

  it('keeps the ten rules in table order with unique ids', () => {
    expect(RULES.map((rule) => rule.id)).toEqual([
      'pressure',
      'emotional',
      'demanding',
      'too-long',
      'lacks-structure',
      'vague',
      'negative',
      'lacks-context',
      'too-many-questions',
      'lacks-reassurance',
    ]);
  });
});

describe('every phrase of every word rule is detected in a sentence', () => {
  const cases = RULES.flatMap((rule) =>
    rule.kind === 'phrases' ? rule.phrases.map((phrase) => [rule.id, phrase.text] as const) : [],
  );
  it.each(cases)('%s: "%s"', (id, phrase) => {
    const text = `Ok, ${phrase.toUpperCase()} then.`;
    expect(firedRules(text)).toContain(id);
    expect(matchedWords(text, id).map((word) => word.toLowerCase())).toContain(phrase);
  });
});

describe('whole-word, case-insensitive matching', () => {
  it.each<[string, RuleId, string[]]>([
    ['Please translate this.', 'negative', []],
    ['A tissue, please.', 'negative', []],
    ['Pass the mustard.', 'pressure', []],
    ['Later works too.', 'negative', []],
    ['Any issues?', 'vague', ['issues']],
    ['Any issues?', 'negative', []],
    ['One issue.', 'negative', ['issue']],
    ['One issue.', 'vague', []],
    ['It is LATE.', 'negative', ['LATE']],
    ['We have \n\t to go.', 'pressure', ['have \n\t to']],
    ['You don’t have to reply.', 'pressure', []],
    ['You do not have to reply.', 'pressure', []],
    ['We have to reply.', 'pressure', ['have to']],
    ['Asap, asap and ASAP.', 'pressure', ['Asap', 'asap', 'ASAP']],
    ['Mustérieux café.', 'pressure', []],
    ['We need now_ids.', 'pressure', []],
  ])('"%s" → %s matches %j', (text, ruleId, words) => {
    expect(matchedWords(text, ruleId)).toEqual(words);
  });

  it('lets both the pressure and the demanding rule fire on "you must" (the table lists both)', () => {
    const findings = analyze('You must reply.').findings;
    expect(findings.map(({ ruleId, text, start, end }) => [ruleId, text, start, end])).toEqual([
      ['demanding', 'You must', 0, 8],
      ['pressure', 'must', 4, 8],
    ]);
  });

  it('reports [start, end) offsets into the original string, with a suggestion', () => {
    const text = '👋 Please reply ASAP.';
    const [finding] = analyze(text).findings;
    expect(finding).toEqual({
      ruleId: 'pressure',
      text: 'ASAP',
      start: 16,
      end: 20,
      suggestion: 'when you have a moment',
    });
    expect(text.slice(finding?.start, finding?.end)).toBe('ASAP');
  });
});

describe('message rules', () => {
  const chars = (count: number) => 'a'.repeat(count);
  it.each<[string, string, RuleId, boolean]>([
    ['301 characters', `${chars(149)} ${chars(151)}\n`, 'too-long', true],
    ['300 characters', `${chars(149)} ${chars(149)}\n`, 'too-long', false],
    ['101 characters on one line', `${chars(50)} ${chars(50)}`, 'lacks-structure', true],
    ['100 characters on one line', `${chars(49)} ${chars(50)}`, 'lacks-structure', false],
    ['101 characters with a newline', `${chars(50)}\n${chars(50)}`, 'lacks-structure', false],
    ['101 characters with a bullet', `${chars(50)}•${chars(50)}`, 'lacks-structure', false],
    ['101 characters with a spaced dash', `${chars(49)} - ${chars(49)}`, 'lacks-structure', false],
    ['101 characters with an em dash', `${chars(50)}—${chars(50)}`, 'lacks-structure', false],
    ['101 characters with only a hyphen', `${chars(50)}-${chars(50)}`, 'lacks-structure', true],
    ['51 characters without a reason', `${chars(25)} ${chars(25)}`, 'lacks-context', true],
    ['50 characters without a reason', `${chars(24)} ${chars(25)}`, 'lacks-context', false],
    ['51 characters with "because"', `${chars(20)} because ${chars(20)}`, 'lacks-context', false],
    ['51 characters with "Context:"', `Context: ${chars(42)}`, 'lacks-context', false],
    ['51 characters with "reasons"', `${chars(20)} reasons ${chars(20)}`, 'lacks-context', false],
    ['three questions on one line', 'Why? When? How?', 'too-many-questions', true],
    ['two questions on one line', 'Why? When?', 'too-many-questions', false],
    ['three questions on separate lines', 'Why?\nWhen?\nHow?', 'too-many-questions', false],
    ['pressure without reassurance', 'Do it ASAP.', 'lacks-reassurance', true],
    ['demanding without reassurance', 'You should do it.', 'lacks-reassurance', true],
    ['pressure with "no rush"', 'Do it ASAP, no rush.', 'lacks-reassurance', false],
    ['pressure with "When you can"', 'When you can, do it ASAP.', 'lacks-reassurance', false],
    ['pressure with "no pressure"', 'Do it ASAP. No pressure.', 'lacks-reassurance', false],
    ['low severity', 'Fix the stuff.', 'lacks-reassurance', false],
  ])('%s → %s fires: %s', (_label, text, ruleId, fires) => {
    expect(firedRules(text).includes(ruleId)).toBe(fires);
  });

  it('highlights the part past 300 characters and each question mark', () => {
    const long = `${chars(150)} ${chars(155)}\n`;
    expect(matchedWords(long, 'too-long')).toEqual([long.slice(300)]);
    expect(analyze('Why? When? How?').findings.map((finding) => finding.start)).toEqual([3, 9, 14]);
  });
});
