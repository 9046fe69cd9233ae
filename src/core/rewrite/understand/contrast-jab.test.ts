import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText } from '../test-support.ts';

describe('rule "contrast-jab": the writer\'s side set against the reader goes', () => {
  it.each([
    [
      'Your party ran until 3am on a weeknight. Some of us have work.',
      'Your party ran until 3am on a weeknight.',
    ],
    ['Your bins were out all week. Some people actually follow the rota.', 'Your bins were out all week.'],
  ])('%s', (text, out) => expect(rewriteText(text)).toBe(out));
  leavesAsWritten(
    [
      'Some people prefer tea.',
      'Thanks for your help. Some of us are going to the pub later.',
      'Thanks for your help. Some of us will bring food on Saturday.',
    ],
    'near miss: %s stays',
  );
});
