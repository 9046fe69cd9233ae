import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "no-thanks-after-warning": no stock thanks after a warning, a refusal or a "don\'t"', () => {
  it.each([
    'Unless the fence is fixed by Monday we will take it further. Send me the quote.',
    "I'm not lending you the car again. Ask your brother for a lift to the airport.",
    "Do NOT post the photos yet, the client hasn't signed off.",
  ])('%s', (text) => expect(rewriteText(text)).not.toMatch(/thank/i));
  it.each(['Send me the keys by Friday.', 'Email me the invoice today.'])(
    'near miss: %s asks plainly and keeps its thanks',
    (text) => expect(rewriteText(text)).toMatch(/Thank you!$/),
  );
});

describe('a "stop …" forbids too', () => {
  it('no thanks after an ask to stop a habit', () =>
    expect(rewriteText('Stop parking across the gate, the bins lorry could not get in.')).not.toMatch(
      /thank/i,
    ));
});

describe('not knowing is no refusal', () => {
  it('thanks still close a request after "I don\'t understand …"', () =>
    expect(rewriteText("I don't understand the new rota. Explain the Friday shifts to me.")).toMatch(
      /Thank you!$/,
    ));
});
