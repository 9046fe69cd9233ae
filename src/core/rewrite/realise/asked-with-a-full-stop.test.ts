import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "asked-with-a-full-stop": a question typed with a full stop takes its question mark', () => {
  it('a shouted question is asked', () =>
    expect(rewriteText('WHERE ARE THE KEYS. THE VAN LEAVES AT 8.')).toBe(
      'Where are the keys? The van leaves at 8.',
    ));
  it('"who" as its own subject asks too', () =>
    expect(rewriteText('WHO TOOK MY CHARGER FROM THE KITCHEN. PUT IT BACK NOW.')).toMatch(
      /^Who took my charger from the kitchen\? /,
    ));
  it('near miss: a question-word clause as subject is no question', () => {
    const text = "Where the keys are doesn't matter.";
    expect(rewriteText(text)).toBe(text);
  });
});

describe('rule "request-ends-clean": a dash left at the end of an order does not stay inside the request', () =>
  it('"Just fix the invoice — it says …" asks without the dash', () =>
    expect(rewriteText('Just fix the invoice — it says £200 and we agreed £150.')).toMatch(
      /^Could you fix the invoice\? It says £200/,
    )));
