import { describe, expect, it } from 'vitest';
import { rewriteWith } from './option-case-support.ts';

// Tone and persona wording rules (issue 22), on messages written for these tests.
const out = (text: string, options: Parameters<typeof rewriteWith>[1]) =>
  rewriteWith(text, options).generatedMessage;

describe('rule "softener-takes-its-who" (direct)', () => {
  it('"if that\'s okay with everyone" goes whole', () =>
    expect(out("Let's move standup to 9:30, if that's okay with everyone.", { tone: 'direct' })).toBe(
      "Let's move standup to 9:30.",
    ));
  it('near miss: "if you can\'t" is a condition and stays', () =>
    expect(out("Tell me if you can't make the 9:30 standup.", { tone: 'direct' })).toMatch(/if you can't/));
});

describe('rule "hedged-proposal" (direct)', () => {
  it("the writer's own proposal is said plainly", () =>
    expect(out('I think maybe we should probably cancel the picnic on Sunday.', { tone: 'direct' })).toBe(
      'We should cancel the picnic on Sunday.',
    ));
  it('near miss: a forecast keeps its doubt', () =>
    expect(out('The delivery will probably come on Monday.', { tone: 'direct' })).toMatch(/probably/));
});

describe('rule "once-is-when" (clause-facts.ts), for a persona: "once" opening a clause is no reproach', () => {
  it('keeps "once the …"', () =>
    expect(out("Let's talk once the quotes are in.", { persona: 'neurodivergent-client' })).toMatch(
      /once the quotes are in/,
    ));
  it('near miss: "for once" still goes', () =>
    expect(out('Could you be on time for once?', {})).not.toMatch(/once/));
});

describe('rule "heads-up-opener" (neurodivergent-client)', () => {
  it('the announcing opener goes, the sentence starts with a capital', () =>
    expect(
      out('Just a heads up, the lift is out of order until Friday.', { persona: 'neurodivergent-client' }),
    ).toBe('The lift is out of order until Friday.'));
  it('"circle back" means talking again', () =>
    expect(out("Let's circle back on the budget next week.", { persona: 'neurodivergent-client' })).toMatch(
      /talk again on the budget next week/,
    ));
});

describe('a softener goes only where it ends its clause (direct)', () => {
  it('"let me know if you can come" asks whether, and keeps every word', () =>
    expect(out('Let me know if you can come to the barbecue on Sunday.', { tone: 'direct' })).toBe(
      'Please let me know if you can come to the barbecue on Sunday.',
    ));
  it('near miss: "send it if you can, thanks" loses its softener', () =>
    expect(out('Send the deck if you can, thanks.', { tone: 'direct' })).not.toMatch(/if you can/));
});
