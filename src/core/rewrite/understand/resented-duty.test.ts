import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "resented-duty": the writer resenting what they must do to the reader goes', () => {
  rewritesTo([
    [
      "Send me the client list today, I shouldn't have to chase you for it.",
      'Could you send me the client list today?',
    ],
    ["Send the list today. We shouldn't need to remind you every week.", 'Could you send the list today?'],
  ]);
  leavesAsWritten(["I shouldn't have to work Saturday after all."]);
});

describe('rule "envy-in-a-complaint": "Must be nice to …" beside a reproach resents', () => {
  rewritesTo([
    [
      "I guess I'm the only one who cares about this project. Must be nice to just disappear for three days. I need your section of the report by Thursday 5pm.",
      'I need your section of the report by Thursday 5pm.',
    ],
  ]);
  leavesAsWritten(['Must be nice to have a garden! Could you water my plants on Friday?']);
});

describe('rule "loving-the-wrong" after a stress word: "Really love coming home to that."', () => {
  rewritesTo([
    [
      'You left the dishes in the sink again. Really love coming home to that. Can you wash them before dinner tonight?',
      'The dishes were left in the sink. Can you wash them before dinner tonight?',
    ],
  ]);
  leavesAsWritten(['Love you x', 'I really love the new logo.']);
});
