import { describe, expect, it } from 'vitest';
import { rewriteWith } from './option-case-support.ts';

// Rule "criticism-read-as-typed" (personas.ts, manager-rsd). Messages written for these tests.
const rsd = (text: string) => rewriteWith(text, { persona: 'manager-rsd' });

describe('rule "criticism-read-as-typed": the whole criticism, said as what would help', () => {
  it('a point the editor took out as blame comes back as help, and is not reported as left out', () => {
    const { generatedMessage, explanation } = rsd('Your chart was confusing and the totals were wrong.');
    expect(generatedMessage).toBe(
      'Next time, it would help if your chart were clearer and the totals were correct.',
    );
    expect(explanation).not.toMatch(/Left out the blame/);
  });
  it('near miss: a criticism of the person stays out', () => {
    const { generatedMessage } = rsd('You were sloppy and the totals were wrong.');
    expect(generatedMessage).not.toMatch(/sloppy|careful/);
    expect(generatedMessage).toMatch(/totals were correct/);
  });
  it('near miss: a sentence left whole goes by the usual rule', () =>
    expect(rsd('The agenda was too long.').generatedMessage).toBe(
      'Next time, it would help if the agenda were shorter.',
    ));
});
