import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewritesTo, rewriteText } from '../test-support.ts';

describe('rule "dare-is-a-warning": an order joined to what will befall the reader warns against it', () => {
  it.each([
    ['Park in my space one more time and you will regret it.', /^Please don't park in my space/],
    ["Read my diary again and I'll tell Dad.", /^Please don't read my diary/],
    ['Touch my laptop and you will hear from the police.', /^Please don't touch my laptop/],
  ])('%s', (text, expected) => {
    const out = rewriteText(text);
    expect(out).toMatch(expected);
    expect(out).not.toMatch(/regret|telling Dad|police|could you/i);
  });
  it.each([
    ['Sign up today and you will get a free mug.', /could you sign up today/i],
    ['Ring me and I will explain everything.', /could you ring me/i],
    ['Run the script again and you will see it passes.', /^(?!.*don't)/],
    // The writer acting "again" for the reader rewards: never read as a "don't".
    ["Tidy your room again and I'll buy you an ice cream.", /^(?!.*don't).*ice cream/],
    ['Beat that score again and we will let you pick the film.', /^(?!.*don't).*film/],
  ])('near miss: %s promises or offers, and stays an ask', (text, expected) =>
    expect(rewriteText(text)).toMatch(expected),
  );
});

describe('rule "not-yet-is-not-never": a "don\'t" keeps its "yet"', () => {
  it.each([
    ["Don't pay the deposit yet!!", /don't pay the deposit yet/],
    ['NEVER announce the date yet.', /don't announce the date yet/],
  ])('%s', (text, expected) => expect(rewriteText(text)).toMatch(expected));
  it('near miss: a why-not question still asks without its "yet"', () =>
    expect(rewriteText("Why haven't you paid the deposit yet?")).toMatch(/Could you pay the deposit\?/));
});

describe('rule "countdown-to-threat": a verbless trigger goes with its threat', () => {
  rewritesTo([
    [
      "One more bounced cheque and I'm going to your bank manager. The balance is £120.",
      'The balance is £120.',
    ],
    [
      "Another skipped rota and we're reporting you to the head. The rota is on the fridge.",
      'The rota is on the fridge.',
    ],
  ]);
  leavesAsWritten(
    ["One more coffee and I'll be ready.", 'Another week and the garden will be done.'],
    'near miss: %s stays',
  );
});
