import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../catalog/messages.ts';
import { draftProblem, exportedText, parseWordListsFile } from './word-lists-file.ts';

describe('word lists JSON import and export', () => {
  it('an export imports back to the same lists', () => {
    const lists = {
      allow: ['deadline'],
      off: ['vague' as const],
      custom: [{ phrase: 'per my last email', category: 'pressure' as const, alternative: 'as a reminder' }],
    };
    expect(parseWordListsFile(exportedText(lists))).toEqual({ ok: true, lists });
  });

  it('refuses a file that is not JSON, or an entry that is not valid, naming it', () => {
    expect(parseWordListsFile('{"allow": [')).toEqual({ ok: false, error: MESSAGES.WORD_LISTS_NOT_JSON });
    expect(parseWordListsFile('{"allow": ["ok", 7]}')).toEqual({
      ok: false,
      error: 'Allowed word 2 must be text.',
    });
    expect(draftProblem({ allow: [], off: [], custom: [{ phrase: ' ', category: 'pressure' }] })).toBe(
      'Custom trigger 1 is empty. Type a word or remove it.',
    );
    expect(draftProblem({ allow: ['fine'], off: [], custom: [] })).toBeNull();
  });
});
