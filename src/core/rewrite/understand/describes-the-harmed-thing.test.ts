import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "describes-the-harmed-thing": a praise word on the thing harmed praises nobody', () => {
  rewritesTo(
    [
      [
        'You broke the big lamp again. Please order a new one.',
        'The big lamp was broken. Could you order a new one, please?',
      ],
      ['You lost the nice pen again.', 'The nice pen was lost.'],
    ],
    '%s is blame told as what happened',
  );

  leavesAsWritten(
    ['You did a great job again.', 'You fixed the big lamp, thank you!'],
    'near miss: %s is praise, and stays',
  );
});
