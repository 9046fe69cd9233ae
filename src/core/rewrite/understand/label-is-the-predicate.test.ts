import { describe, expect, it } from 'vitest';
import { tokenizeSentences } from '../parse/tokens.ts';
import { rewriteText as rewrite } from '../test-support.ts';
import { labelIsThePredicate } from './put-down-labels.ts';

const labels = (text: string) => labelIsThePredicate(tokenizeSentences(text)[0] ?? []);

// Rule "label-is-the-predicate" (put-down-labels.ts). Messages written for this test.
describe('rule "label-is-the-predicate"', () => {
  it.each(['My cousin is a complete moron.', "She's a total clown.", 'The new landlord is an idiot.'])(
    '%s is only a put-down',
    (text) => expect(labels(text)).toBe(true),
  );
  it('the label goes whole, never "a person"', () => {
    expect(rewrite('The new landlord is an idiot.')).not.toMatch(/person/);
    expect(rewrite('The new landlord is an idiot, but the boiler works now.')).toBe('The boiler works now.');
  });
  it.each([
    "He's a plumber.",
    'She was a victim of the scam.',
    'Tom is a legend.',
    'The landlord is an idiot about parking and the bins.',
  ])('near miss: %s', (text) => expect(labels(text)).toBe(false));
});

// Rule "verdict-beside-reason" (verdict-beside-reason.ts): a contrast after the verdict is no reason.
describe('verdict-beside-reason and a contrast', () => {
  it('near miss: "but" does not make the verdict a topic', () =>
    expect(rewrite('Your essay is garbage, but the references are fine.')).not.toMatch(/^About/));
});

// Rule "verdict-on-a-statement" (put-down-labels.ts). Messages written for this test.
describe('rule "verdict-on-a-statement": a second linking verb opens the real predicate', () => {
  it.each(['To claim he was a thief is absurd.', 'Saying she was a fraud is ridiculous.'])(
    '%s names no one',
    (text) => expect(labels(text)).toBe(false),
  );
  it('the verdict on the statement is sent', () =>
    expect(rewrite('to claim he was a thief is ridiculous')).not.toBe(''));
  it("near miss: He's a fucking idiot. is still only a label", () =>
    expect(labels("He's a fucking idiot.")).toBe(true));
});
