import { describe } from 'vitest';
import { leavesAsWritten, rewritesTo } from '../test-support.ts';

describe('rule "mock-praise-opener": praise closed off before a blame mocks, and goes; the event stays', () => {
  rewritesTo([
    ['Perfect, you forgot the tickets.', 'The tickets were forgotten.'],
    ['Wonderful, so you ignored my text all weekend.', 'You ignored my text all weekend.'],
  ]);

  leavesAsWritten(
    [
      // Nothing blamed: the praise is meant.
      'Great, you fixed the printer.',
      // Thanks are no verdict.
      'Thanks, you left your scarf here.',
      // Praise of the reader's work, with no comma-closed opener.
      'Perfect work on the poster.',
    ],
    'near miss: %s stays',
  );
});

describe('rule "manner-adverb-before-event": an adverb between the reader and the verb keeps the event', () => {
  rewritesTo([
    ['You completely forgot the permit form.', 'The permit form was forgotten.'],
    ['You totally missed the parents evening.', 'The parents evening was missed.'],
  ]);

  rewritesTo(
    [
      // A habit is no event, whatever adverb it takes.
      ['You always forget the permit form.', ''],
    ],
    'near miss: %s',
  );
});
