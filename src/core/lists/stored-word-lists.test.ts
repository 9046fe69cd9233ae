import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../analysis/rule-types.ts';
import { WORD_LIST_MAX_CHARS, WORD_LIST_MAX_ENTRIES } from './limits.ts';
import { readStoredWordLists } from './stored-word-lists.ts';
import { WordListsShapeSchema } from './word-lists-schema.ts';

// The browser reads stored lists without zod; it must accept exactly the lists the schema would
// have let it store (already trimmed: the page stores what the schema returned).
const text = fc.oneof(
  fc.constantFrom(
    'deadline',
    ' padded ',
    '',
    'x'.repeat(WORD_LIST_MAX_CHARS),
    'x'.repeat(WORD_LIST_MAX_CHARS + 1),
  ),
  fc.string({ maxLength: 6 }),
);
const trigger = fc.record(
  {
    phrase: text,
    alternative: text,
    category: fc.constantFrom('pressure', 'emotional', 'demanding', 'vague', 'Pressure'),
    extra: fc.constant(1),
  },
  { requiredKeys: ['phrase', 'category'] },
);
const list = <T>(entry: fc.Arbitrary<T>) =>
  fc.oneof(
    fc.array(entry, { maxLength: 4 }),
    fc.array(entry, { minLength: WORD_LIST_MAX_ENTRIES, maxLength: WORD_LIST_MAX_ENTRIES + 1 }),
  );
const stored = fc.oneof(
  fc.record(
    {
      allow: list(text),
      off: list(fc.constantFrom(...RULE_IDS, 'spelling')),
      custom: list(trigger),
      other: fc.constant(true),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

describe('readStoredWordLists', () => {
  it('accepts exactly what the word-lists schema accepts, and returns the same lists', () => {
    fc.assert(
      fc.property(stored, (value) => {
        const schema = WordListsShapeSchema.safeParse(value);
        const read = readStoredWordLists(value);
        const unchangedBySchema =
          schema.success &&
          JSON.stringify(schema.data) ===
            JSON.stringify({ allow: [], off: [], custom: [], ...(value as object) });
        if (!schema.success) expect(read).toBeNull();
        else if (unchangedBySchema) expect(read).toEqual(schema.data);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads lists the page stored, and nothing else', () => {
    const lists = {
      allow: ['deadline'],
      off: ['vague'],
      custom: [{ phrase: 'per my last email', category: 'pressure' }],
    };
    expect(readStoredWordLists(lists)).toEqual(lists);
    expect(readStoredWordLists({})).toEqual({ allow: [], off: [], custom: [] });
    expect(readStoredWordLists([])).toBeNull();
    expect(readStoredWordLists({ allow: [' padded'] })).toBeNull();
    expect(readStoredWordLists({ off: ['spelling'] })).toBeNull();
  });
});
