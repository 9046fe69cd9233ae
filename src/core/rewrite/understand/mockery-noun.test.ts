import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "mockery-noun": a laughable thing as the whole predicate of a person or body is a put-down', () => {
  rewritesTo([
    [
      'You people are a joke. The boiler has been broken for 11 days.',
      'The boiler has been broken for 11 days.',
    ],
    ['This council is a complete circus. The bins were missed on Monday.', 'The bins were missed on Monday.'],
  ]);
  leavesAsWritten(['It was a joke, relax.', "That's a joke."], 'near miss: %s explains a remark, and stays');
});
