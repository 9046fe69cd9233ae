import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "so-now-you": a statement about the reader asked with "now" says they come too late', () => {
  rewritesTo([
    ['oh so NOW you care about the project? The review is at 2pm Friday.', 'The review is at 2pm Friday.'],
    ['So now you want to talk? The meeting was yesterday.', 'The meeting was yesterday.'],
  ]);
  leavesAsWritten(
    ['So now we meet at 3?', "So you're coming Friday?", 'Are you free now?'],
    'near miss: %s asks, and stays',
  );
});
