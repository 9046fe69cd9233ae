import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewritesTo, rewriteText } from '../test-support.ts';

describe('rule "some-of-us": a fault laid on "some of us" or "some people" is a veiled jab', () => {
  it('the jab goes and the facts stay', () =>
    expect(rewriteText("Some people can't be bothered to reply. The form was due on the 3rd.")).toBe(
      'The form was due on the 3rd.',
    ));
  leavesAsWritten(
    ['Some of us are meeting at 6.', 'Some people prefer tea.'],
    'near miss: %s is news, left as written',
  );
});

describe('rule "patience-runs-out": the writer\'s patience used up is anger said politely', () => {
  it('it goes and the ask stays', () =>
    expect(rewriteText("I'm running out of patience with this. Send the invoice today.")).toBe(
      'Could you send the invoice today?',
    ));
  it('near miss: "Thanks for your patience." is thanks', () =>
    expect(rewriteText('Thanks for your patience.')).toBe('Thanks for your patience.'));
});

describe('rule "some-of-us" with "actually"', () =>
  it('"Some of us actually read the brief." sets them against the reader', () =>
    expect(rewriteText('Some of us actually read the brief. The font is Arial.')).toBe(
      'The font is Arial.',
    )));

describe('rule "the-one-who-does-it": the writer set apart as the one who does the work', () => {
  rewritesTo([
    [
      "As usual, I'm the one tidying up after everyone. The rota is on the fridge.",
      'The rota is on the fridge.',
    ],
    ["I'm always the one who books the table. Dinner is at 8.", 'Dinner is at 8.'],
  ]);
  it.each(["I'm the one in the red coat.", "I'm the one who booked it, so call me with questions."])(
    'near miss: %s says who, and stays',
    (text) => expect(rewriteText(text)).toMatch(/I'm the one/),
  );
});

describe('rule "too-important-to": the reader raised too high for a plain task is mocked', () => {
  it('the mock goes, the facts stay', () =>
    expect(
      rewriteText(
        "Oh sorry, I didn't realise you were too important to reply to messages. The club fees of £40 were due last week.",
      ),
    ).toBe('The club fees of £40 were due last week.'));
  leavesAsWritten(
    ["I know you're too busy to help this week, no worries.", "You're too kind to say so."],
    'near miss: %s stays',
  );
});
