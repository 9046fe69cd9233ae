import { describe, expect, it } from 'vitest';
import { findTimeReferences } from './time-references.ts';

const texts = (message: string) => findTimeReferences(message).map((reference) => reference.text);

// Rule "ordinal-counts-a-thing" (time-references.ts). Messages written for this test.
describe('rule "ordinal-counts-a-thing"', () => {
  it.each(['Meet me on the 2nd floor.', 'This is his 3rd warning.', 'She starts 5th grade soon.'])(
    '%s names no day',
    (message) => expect(texts(message).some((text) => /\d(?:st|nd|rd|th)/.test(text))).toBe(false),
  );
  it.each([
    ['Rent is due on the 3rd.', /3rd/],
    ['Pick the 21st, 22nd or 23rd.', /21st/],
    ['Book it for the 12th at 3pm.', /12th/],
  ])('near miss: %s names a day', (message, day) => expect(texts(message).join(' ')).toMatch(day));
});
