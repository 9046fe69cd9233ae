import { describe } from 'vitest';
import { rewritesTo } from '../test-support.ts';

describe('rule "lost-place-as-fact": the place the reader would lose is told as a fact', () => {
  rewritesTo([
    [
      "Pay the $60 for the team kit by Sunday or you're off the squad for the cup match, no exceptions.",
      "Could you pay the $60 for the team kit by Sunday? Otherwise, you can't be on the squad for the cup match.",
    ],
    [
      "Send it by noon or you're out of the project.",
      "Could you send it by noon? Otherwise, you can't be in the project.",
    ],
  ]);
  // Near misses: no place named (an idiom) goes with the threat; the writer's own "off" is no sanction.
  rewritesTo([["Sign up by Friday or you're out of luck.", 'Could you sign up by Friday?']]);
});
