import { describe, expect, it } from 'vitest';
import { tokenizeSentences } from '../parse/tokens.ts';
import { rewriteText } from '../test-support.ts';
import { splitClauses } from './clauses.ts';

const clausesOf = (text: string) =>
  splitClauses(tokenizeSentences(text)[0] ?? []).map((clause) =>
    clause
      .map((token) => token.text)
      .join(' ')
      .trim(),
  );

describe('rule "condition-ends-at-new-subject": a condition without its comma ends at a new subject', () => {
  it.each([
    ["If the fee isn't paid by Friday we're going to the ombudsman.", 2],
    ['If the van is still there tomorrow I will report it.', 2],
    ["If the form isn't signed by noon there will be trouble.", 2],
  ])('%s splits in two', (text, count) => expect(clausesOf(text as string)).toHaveLength(count as number));
  it('the outcome is then read apart: the condition becomes the ask, the step is stated after it', () => {
    const out = rewriteText("If the fee isn't paid by Friday we're going to the ombudsman.");
    expect(out).toMatch(/fee/);
    expect(out).toMatch(/Friday/);
    expect(out).toMatch(/Otherwise, we'll need to go to the ombudsman\.$/);
  });
  it.each(["If you reckon I'm mistaken tell me.", 'If you see what I mean.', "If I'm running late."])(
    'near miss: %s stays one clause',
    (text) => expect(clausesOf(text)).toHaveLength(1),
  );

  it.each([
    "If you're not there to let him in, you're paying the fee.",
    "If we're not there to meet them, Sam will.",
  ])('rule "there-to-do": %s does not end its condition at "there"', (text) =>
    expect(clausesOf(text)[0]).toMatch(/there to/),
  );
});
