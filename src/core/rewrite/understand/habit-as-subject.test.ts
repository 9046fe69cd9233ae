import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText } from '../test-support.ts';

describe('rule "habit-as-subject": the habit blamed becomes what the "it" after it stood for', () => {
  it.each([
    [
      "You're always late with the rota and it holds up the whole ward.",
      'Being late with the rota holds up the whole ward.',
    ],
    [
      "You're constantly loud after midnight and it wakes the baby.",
      'Being loud after midnight wakes the baby.',
    ],
  ])('%s', (text, out) => expect(rewriteText(text)).toBe(out));
  leavesAsWritten(
    ["You're always welcome here and it shows.", "You're always kind to the twins and it shows."],
    'near miss: %s (praise) stays',
  );
  it('near miss: a weather "it" is no habit', () =>
    expect(rewriteText("You're always late and it's raining.")).not.toMatch(/^Being/));
});
