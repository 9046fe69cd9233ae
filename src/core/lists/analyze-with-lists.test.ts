import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../analysis/analyze.ts';
import { MESSAGES } from '../catalog/messages.ts';
import { analyzeWithLists, compiledWordLists, findTriggerWordsWithLists } from './analyze-with-lists.ts';
import { EMPTY_WORD_LISTS, type WordLists, WordListsSchema } from './word-lists-schema.ts';

const lists = (value: Partial<WordLists>): WordLists => WordListsSchema.parse(value);
const ruleIds = (text: string, wordLists?: WordLists) =>
  analyzeWithLists(text, wordLists).findings.map((finding) => finding.ruleId);

// spec §5 by hand: pressure -25 (severity high), lacks reassurance -8; two rules fired, so the
// fillers "visual organization" and "ADHD-friendly elements" add -5 each ("supportive tone" is
// covered by lacks-reassurance): 100 - 25 - 8 - 5 - 5 = 57.
const DEADLINE = 'The deadline is Friday.';
const DEADLINE_SCORE = 57;

describe('with no lists the analysis is exactly spec §5', () => {
  it('equals analyze() for no lists and empty lists, on any text', () => {
    const word = fc.constantFrom(
      'ASAP',
      'you must',
      'deadline',
      'frustrated',
      'stuff',
      '?',
      '\n',
      'please',
      'no rush',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(word, fc.string()), { maxLength: 12 }), (parts) => {
        const text = parts.join(' ');
        const expected = analyze(text);
        expect(analyzeWithLists(text)).toEqual(expected);
        expect(analyzeWithLists(text, EMPTY_WORD_LISTS)).toEqual(expected);
        expect(analyzeWithLists(text, lists({}))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
    expect(analyzeWithLists(DEADLINE).score).toBe(DEADLINE_SCORE);
  });
});

describe('allow: words and phrases that are never flagged', () => {
  it('an allowed word makes no finding, no issue and no penalty', () => {
    const analysis = analyzeWithLists(DEADLINE, lists({ allow: ['Deadline'] }));
    expect(analysis.findings).toEqual([]);
    expect(analysis.issues).toEqual([]);
    expect(analysis.severity).toBe('low');
    expect(analysis.score).toBe(100);
  });

  it('matches whole words in any case, and only where the allowed words are', () => {
    const allowDeadline = lists({ allow: ['deadline'] });
    expect(ruleIds('DEADLINE now, and ASAP.', allowDeadline)).toEqual(['pressure']);
    expect(analyzeWithLists('DEADLINE now, and ASAP.', allowDeadline).findings[0]?.text).toBe('ASAP');
    expect(ruleIds('The deadlines moved.', lists({ allow: ['deadlines'] }))).toEqual([]);
  });

  it('an allowed phrase covers the trigger inside it, not the same word elsewhere', () => {
    const allowPhrase = lists({ allow: ['no deadline'] });
    expect(ruleIds('There is no deadline.', allowPhrase)).toEqual([]);
    const text = 'There is no deadline for the draft, but the final deadline is Monday.';
    const found = analyzeWithLists(text, allowPhrase).findings.filter((f) => f.ruleId === 'pressure');
    expect(found.map((f) => f.start)).toEqual([text.lastIndexOf('deadline')]);
  });

  it('an allowed word does not hide a longer trigger that contains it', () => {
    // "must" is neutral for this team; "you must" is still a demand.
    expect(ruleIds('You must reply.', lists({ allow: ['must'] }))).toEqual(['demanding']);
  });

  it('an allowed word also silences a custom trigger', () => {
    const both = lists({ allow: ['circle back'], custom: [{ phrase: 'circle back', category: 'pressure' }] });
    expect(ruleIds('Let us circle back.', both)).toEqual([]);
  });
});

describe('off: switched-off rules do not run', () => {
  it('a switched-off trigger rule makes no finding, issue or penalty, and the rest is §5', () => {
    const analysis = analyzeWithLists(DEADLINE, lists({ off: ['pressure'] }));
    expect(analysis.issues).toEqual([]);
    expect(analysis.score).toBe(100);
    // Only the switched-off rule goes: the same text's other rules still count.
    const demanding = 'You must send the deadline plan.';
    expect(analyzeWithLists(demanding, lists({ off: ['pressure'] })).issues).toContain(
      MESSAGES.ISSUE_DEMANDING,
    );
  });

  it('switches off message rules too, and the fillers follow the rules that remain', () => {
    const wall = `${'We can look at this together on a day that suits you best '.repeat(6)}.`;
    // too-long -15 (severity medium), lacks-structure -10, lacks-context -8, lacks-reassurance -8;
    // four rules fired, so no fillers.
    expect(analyze(wall).score).toBe(100 - 15 - 10 - 8 - 8);
    const none = analyzeWithLists(wall, lists({ off: ['too-long', 'lacks-structure', 'lacks-context'] }));
    expect(none.issues).toEqual([]);
    expect(none.score).toBe(100);
    // Without too-long, severity stays low, so lacks-reassurance does not fire either.
    // Two rules left: the supportive-tone and ADHD-friendly fillers join (visual organization is
    // covered by lacks-structure), and cognitive load stays as the length makes it.
    const two = analyzeWithLists(wall, lists({ off: ['too-long'] }));
    expect(two.issues).toHaveLength(4);
    expect(two.score).toBe(100 - 10 - 8 - 5 - 5);
    expect(two.cognitiveLoad).toBe('high');
  });

  it('switching off lacks-reassurance keeps severity but drops its -8', () => {
    const analysis = analyzeWithLists(DEADLINE, lists({ off: ['lacks-reassurance'] }));
    expect(analysis.severity).toBe('high');
    // pressure -25, one rule fired: all three fillers (-15).
    expect(analysis.score).toBe(100 - 25 - 15);
  });
});

describe('custom: a person’s own triggers count like built-in ones', () => {
  const custom = (category: 'pressure' | 'emotional' | 'demanding', alternative?: string) =>
    lists({ custom: [{ phrase: 'per my last email', category, ...(alternative ? { alternative } : {}) }] });
  const text = 'Per my last email, the plan is ready.';

  it.each([
    ['pressure', MESSAGES.ISSUE_PRESSURE, 'high', 25],
    ['emotional', MESSAGES.ISSUE_EMOTIONAL, 'high', 20],
    ['demanding', MESSAGES.ISSUE_DEMANDING, 'medium', 15],
  ] as const)(
    'a %s trigger: its span, the person’s alternative, the rule’s issue, severity and penalty',
    (category, issue, severity, penalty) => {
      const analysis = analyzeWithLists(text, custom(category, 'as a reminder'));
      expect(analysis.findings).toEqual([
        { ruleId: category, text: 'Per my last email', start: 0, end: 17, suggestion: 'as a reminder' },
      ]);
      expect(analysis.issues[0]).toBe(issue);
      expect(analysis.severity).toBe(severity);
      // The same text with a built-in trigger of that rule scores the same.
      const builtIn = { pressure: 'ASAP', emotional: 'Frustrated', demanding: 'Mandatory' }[category];
      const twin = analyze(text.replace('Per my last email', builtIn.padEnd(17, '.')));
      expect(analysis.score).toBe(twin.score);
      expect(100 - analysis.score).toBeGreaterThanOrEqual(penalty);
    },
  );

  it('a trigger without an alternative has no suggestion; the rule fires once for all its matches', () => {
    const analysis = analyzeWithLists('Per my last email: ASAP, per  my last email.', custom('pressure'));
    expect(analysis.findings.map((f) => [f.text, f.suggestion])).toEqual([
      ['Per my last email', undefined],
      ['ASAP', 'when you have a moment'],
      ['per  my last email', undefined],
    ]);
    expect(analysis.issues.filter((issue) => issue === MESSAGES.ISSUE_PRESSURE)).toHaveLength(1);
  });

  it('the person’s phrase replaces a built-in match of the same words', () => {
    const mine = lists({ custom: [{ phrase: 'deadline', category: 'pressure', alternative: 'due date' }] });
    expect(analyzeWithLists(DEADLINE, mine).findings).toEqual([
      { ruleId: 'pressure', text: 'deadline', start: 4, end: 12, suggestion: 'due date' },
    ]);
    expect(analyzeWithLists(DEADLINE, mine).score).toBe(DEADLINE_SCORE);
  });

  it('still counts when the built-in rule of its category is switched off', () => {
    const both = lists({
      off: ['pressure'],
      custom: [{ phrase: 'per my last email', category: 'pressure' }],
    });
    expect(ruleIds(`${text} ASAP`, both)).toEqual(['pressure']);
  });

  it('matches literally: regex characters in a phrase are plain text', () => {
    const odd = lists({
      custom: [
        { phrase: 'c++ (again)', category: 'emotional' },
        { phrase: '?!', category: 'pressure' },
      ],
    });
    expect(analyzeWithLists('Not c++ (again) ?!', odd).findings.map((f) => f.text)).toEqual([
      'c++ (again)',
      '?!',
    ]);
    expect(ruleIds('cxx again', odd)).toEqual([]);
  });

  it('findTriggerWordsWithLists gives the rewriter the same view of triggers', () => {
    const mine = lists({
      allow: ['deadline'],
      custom: [{ phrase: 'per my last email', category: 'demanding' }],
    });
    expect(findTriggerWordsWithLists('Per my last email: deadline ASAP.', mine).map((f) => f.text)).toEqual([
      'Per my last email',
      'ASAP',
    ]);
  });
});

describe('compiledWordLists', () => {
  it('compiles lists of the same content once (the server reads them afresh per request), and none for empty ones', () => {
    const content = {
      allow: ['deadline'],
      custom: [{ phrase: 'per my last email', category: 'pressure' as const }],
    };
    const first = compiledWordLists(lists(content));
    expect(first).toBeDefined();
    expect(compiledWordLists(lists(content))).toBe(first);
    expect(compiledWordLists(lists({ allow: ['other'] }))).not.toBe(first);
    expect(compiledWordLists(lists({}))).toBeUndefined();
    expect(compiledWordLists(undefined)).toBeUndefined();
  });
});
