import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "vocative-name": a capitalised name where the greeting puts it is no swear word', () => {
  it.each([
    'Hey Dick, can you send the slides?',
    'Hi Fanny, the boiler man is coming at 10.',
    'Morning Dick, the van is booked for 8.',
    'Dear Mr Cockburn, the report is attached.',
    'Hi Mr Butts, the meeting moved to 3pm.',
    'Dick, could you sign the lease by Friday?',
    'Good morning Willy Johnson, the parcel came for you.',
  ])('%s keeps its name', (text) => {
    const name = text.match(/(?:Dick|Fanny|Cockburn|Butts|Willy)/)?.[0] ?? '';
    expect(rewriteText(text)).toContain(name);
  });
  it.each([
    ['Hey dickhead, move your car.', /dickhead/i],
    ['Listen dick, the rent is late.', /\bdick\b/i],
    ['Hey Idiot, the door was open.', /idiot/i],
    ['Shit, I forgot the keys for the flat.', /shit/i],
  ])('near miss: %s is still edited', (text, gone) => expect(rewriteText(text)).not.toMatch(gone));
});
