import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText as rewrite } from '../test-support.ts';

// Rule "self-insult" (self-insult.ts): the writer calling themselves a name goes; what happened
// stays. Messages written for this test.
describe('rule "self-insult"', () => {
  it.each([
    ["I'm such a moron. I left your charger at the café.", 'I left your charger at the café.'],
    [
      "I'm the worst. The cake order for Saturday slipped my mind.",
      'The cake order for Saturday slipped my mind.',
    ],
    ["So sorry about the mix-up. I'm such a fool.", 'So sorry about the mix-up.'],
  ])('%s', (message, sent) => expect(rewrite(message)).toBe(sent));

  it.each([
    ["I'm sick today, so I can't drive the kids.", /I'm sick today/],
    ["I'm a terrible driver, so Sam will take the van.", /terrible driver/],
    ["I'm a paramedic, I can help with the first aid kit.", /paramedic/],
  ])('near miss: %s stays', (message, kept) => expect(rewrite(message)).toMatch(kept));
});

describe('rule "denied-self-name": the writer defending themselves with the same name', () => {
  it('"I\'m not an idiot" goes and what the writer knows stays', () =>
    expect(rewrite("I know the bins go out on Tuesday, I'm not an idiot.")).toBe(
      'I know the bins go out on Tuesday.',
    ));
  leavesAsWritten(["I'm not sick.", "I'm not angry."], 'near miss: %s is a state or a feeling, and stays');
});
