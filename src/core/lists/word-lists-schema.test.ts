import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../catalog/messages.ts';
import { WORD_LIST_MAX_CHARS, WORD_LIST_MAX_ENTRIES } from './limits.ts';
import { isWordListsIssue, WordListsSchema } from './word-lists-schema.ts';

const problemOf = (value: unknown) => {
  const result = WordListsSchema.safeParse(value);
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
  expect(result.error.issues).toHaveLength(1);
  expect(isWordListsIssue(result.error.issues[0]!)).toBe(true);
  return result.error.issues[0]!.message;
};

const trigger = (phrase: string, extra: Record<string, unknown> = {}) => ({
  phrase,
  category: 'pressure',
  ...extra,
});

describe('WordListsSchema', () => {
  it('fills missing lists with empty ones and trims entries', () => {
    expect(WordListsSchema.parse({})).toEqual({ allow: [], off: [], custom: [] });
    expect(
      WordListsSchema.parse({
        allow: ['  deadline '],
        off: ['vague'],
        custom: [{ phrase: ' per my last email ', alternative: ' as a reminder ', category: 'emotional' }],
      }),
    ).toEqual({
      allow: ['deadline'],
      off: ['vague'],
      custom: [{ phrase: 'per my last email', alternative: 'as a reminder', category: 'emotional' }],
    });
  });

  it(`accepts ${WORD_LIST_MAX_ENTRIES} entries of ${WORD_LIST_MAX_CHARS} characters, and refuses one more of either`, () => {
    const longest = 'a'.repeat(WORD_LIST_MAX_CHARS);
    const full = Array.from({ length: WORD_LIST_MAX_ENTRIES }, () => longest);
    expect(WordListsSchema.safeParse({ allow: full }).success).toBe(true);
    expect(WordListsSchema.safeParse({ custom: full.map((text) => trigger(text)) }).success).toBe(true);
    expect(problemOf({ allow: [...full, 'one more'] })).toBe(
      'The "allow" list has 501 entries; it can hold at most 500.',
    );
    expect(problemOf({ custom: [...full, 'x'].map((text) => trigger(text)) })).toBe(
      'The "custom" list has 501 entries; it can hold at most 500.',
    );
    expect(problemOf({ allow: ['fine', `${longest}b`] })).toBe(
      `Allowed word 2 ("${'a'.repeat(40)}…") is longer than 100 characters. Please shorten it.`,
    );
    expect(problemOf({ custom: [trigger(`${longest}b`)] })).toMatch(
      /^Custom trigger 1 \("a{40}…"\) is longer than 100 characters/,
    );
  });

  it.each([
    [null, MESSAGES.WORD_LISTS_NOT_OBJECT],
    [['deadline'], MESSAGES.WORD_LISTS_NOT_OBJECT],
    [{ deny: ['asap'] }, '"deny" is not a word list. The lists are allow, off and custom.'],
    [{ allow: 'deadline' }, '"allow" must be a list, such as ["deadline"].'],
    [{ allow: ['ok', '   '] }, 'Allowed word 2 is empty. Type a word or remove it.'],
    [{ allow: [42] }, 'Allowed word 1 must be text.'],
    [
      { off: ['pressure', 'pressur'] },
      /^Switched-off rule 2 \("pressur"\) is not a rule Calmly knows\. Use one of: pressure, emotional, demanding, too-long/,
    ],
    [{ custom: ['asap'] }, /^Custom trigger 1 must be an object such as \{"phrase"/],
    [
      { custom: [{ phrase: 'per my last email' }] },
      'Custom trigger 1 ("per my last email") needs a category: pressure, emotional or demanding.',
    ],
    [
      { custom: [trigger('ok'), trigger('x', { category: 'vague' })] },
      'Custom trigger 2 ("x") needs a category: pressure, emotional or demanding.',
    ],
    [{ custom: [trigger(' ')] }, 'Custom trigger 1 is empty. Type a word or remove it.'],
    [
      { custom: [trigger('x', { alternative: 'y'.repeat(101) })] },
      'Custom trigger 1 ("x") has an alternative longer than 100 characters. Please shorten it.',
    ],
    [
      { custom: [trigger('x', { alternative: 3 })] },
      'Custom trigger 1 ("x") has an alternative that is not text.',
    ],
    [
      { custom: [trigger('x', { note: 'mine' })] },
      'Custom trigger 1 ("x") has an unknown field "note". The fields are phrase, alternative and category.',
    ],
  ])('names the problem and the entry: %j', (value, expected) => {
    if (typeof expected === 'string') expect(problemOf(value)).toBe(expected);
    else expect(problemOf(value)).toMatch(expected);
  });
});
