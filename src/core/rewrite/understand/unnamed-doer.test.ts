import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite, rewritesTo } from '../test-support.ts';

describe('rule "unnamed-doer": "whoever …" before an insult that goes is told with "Someone"', () => {
  rewritesTo([
    [
      "Whoever keeps eating my yoghurts from the fridge: grow up. They're £3.",
      "Someone keeps eating my yoghurts from the fridge. They're £3.",
    ],
    ['Whoever left the gate open, you absolute idiot.', 'Someone left the gate open.'],
  ]);

  it.each(['Whoever took my charger: bring it back by tonight.', 'Whoever did it is in trouble with Dad.'])(
    'near miss: %s keeps its "whoever"',
    (text) => expect(rewrite(text)).toMatch(/^Whoever/),
  );
});
