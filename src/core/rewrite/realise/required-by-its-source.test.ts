import { describe } from 'vitest';
import { rewritesTo } from '../test-support.ts';

describe('rule "required-by-its-source": a rule cited with its source keeps its "required"', () => {
  rewritesTo([
    ['Please submit the form as required by law, you idiot.', 'Please submit the form as required by law.'],
  ]);
  // Near miss: no source, so the trigger word is swapped.
  rewritesTo([['Attendance is required, you idiot.', 'Attendance is needed.']]);
});
