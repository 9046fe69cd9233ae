import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "make-your-life-hell": making something of the reader\'s into something bad threatens', () => {
  rewritesTo([
    ["I'll make your life hell.", ''],
    ["Pay by Friday or I'll make your life hell.", 'Could you pay by Friday?'],
  ]);
  // Near misses: nothing bad made, and not the writer.
  leavesAsWritten(["I'll make your favourite cake.", 'This will make your life easier.']);
});

describe('rule "longing-is-no-harm": the writer missing the reader is no threat', () => {
  leavesAsWritten(["I'll miss your cooking!", "I'll miss you so much x"]);
  // Near miss: harm done to the reader's things is still a threat.
  rewritesTo([["I'll ruin your weekend.", '']]);
});
