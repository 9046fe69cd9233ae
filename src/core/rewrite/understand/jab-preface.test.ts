import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "jab-preface": a preface that doubts the reader goes, the message after it stays', () => {
  rewritesTo([
    [
      "Not that you'd care, but the boiler is making that noise again.",
      'The boiler is making that noise again.',
    ],
    [
      'Not that you would notice, but the plants need water twice a week.',
      'The plants need water twice a week.',
    ],
    [
      'Since you obviously forgot: the school play is on the 14th, and tickets are £5.',
      'The school play is on the 14th, and tickets are £5.',
    ],
    ['As you clearly missed it, the shuttle leaves at 7:40.', 'The shuttle leaves at 7:40.'],
    // Guilt: the writer's favours counted before the ask.
    [
      'After all I did for you, could you at least water the plants on Friday?',
      'Could you at least water the plants on Friday?',
    ],
  ]);

  leavesAsWritten(
    [
      // Owning up, not doubting the reader.
      'Not that you asked, but I loved the film.',
      // Doubting nothing.
      'Since you asked, the meeting is at 3.',
      'As you know, the office is closed on Monday.',
      // Not about the reader.
      'Not that it matters, but the meeting moved to 4.',
      // Counting what was discussed, or the reader's own help, owes nothing.
      'After everything we discussed, the plan is to launch Monday.',
      'After all the help you gave me, I owe you dinner.',
      // A number in the preface is a fact, not a jab.
      'Since you obviously paid the 40 dollars, the tickets are yours.',
    ],
    'near miss: %s stays',
  );
});
