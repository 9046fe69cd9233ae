import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "this-is-how-you": "This is how you treat me?" reproaches, and goes', () => {
  rewritesTo([
    ["So that's how you treat your sister?", ''],
    ['After all I did for you, this is how you thank me?', ''],
    ['I cooked for six hours. This is how you say thanks?', 'I cooked for six hours.'],
  ]);

  leavesAsWritten(
    ['Is this how you reset the router?', 'This is how you reset the router.'],
    'near miss: %s stays',
  );
});
