import { describe } from 'vitest';
import { rewritesTo } from '../test-support.ts';

describe('rule "couldnt-even-is-didnt": "couldn\'t even" tells what did not happen', () => {
  // The one fact the message carries stays, without the reproach word.
  rewritesTo([
    [
      "I cooked dinner, cleaned the kitchen and you couldn't even text to say you'd be late.",
      "I cooked dinner, cleaned the kitchen and you couldn't text to say you'd be late.",
    ],
  ]);
  // Near miss: the writer's own inability, with no "even", is left as written.
  rewritesTo([["I couldn't make it to the meeting, sorry.", "I couldn't make it to the meeting, sorry."]]);
});
