import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('"this time" after a wish put as a condition reminds the reader of last time', () => {
  rewritesTo([
    [
      "The figures are due by Thursday at 3pm. I'd appreciate it if you could manage that this time.",
      "The figures are due by Thursday at 3pm. I'd appreciate it if you could manage that.",
    ],
  ]);
  // Near misses: the writer's own turn, and a plan with no reader in it.
  leavesAsWritten(["I'll drive this time.", 'We could try the new place this time.']);
});

describe('rule "shouted-common-noun": a noun in capitals in a clause that is not points', () => {
  rewritesTo([
    [
      'The wifi bill is overdue because SOMEONE didnt transfer their share.',
      'The wifi bill is overdue because someone didnt transfer their share.',
    ],
  ]);
  // Near misses: names in capitals stay.
  leavesAsWritten(['Please sign the NDA and send it to NASA by Friday.']);
});
