import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';

// step-away-notice reads how people write a notice in a hurry (issue 22). Messages written for
// these tests.
const notice = (text: string) => rewriteWith(text, { taskType: 'step-away-notice' }).generatedMessage;

describe('rule "ooo-spelt-out": "OOO" is out of office, first', () => {
  it('never "Ooo", and the time away leads', () =>
    expect(
      notice('Raj has the on-call phone. OOO tomorrow and Friday, dentist then family thing. Back Monday.'),
    ).toBe(
      'Out of office tomorrow and Friday, dentist then family thing. Back Monday. Raj has the on-call phone.',
    ));
  it('near miss: "Ooh" is no notice word', () =>
    expect(notice('Ooh, nice work. Back Monday.')).toMatch(/Ooh/));
});

describe('"stuff to Lena" says who covers, "not checking email" when away', () => {
  it('away, then who covers', () =>
    expect(notice('Urgent stuff to Lena. Not checking email. Taking a mental health day today.')).toBe(
      'Not checking email. Taking a mental health day today. Time-sensitive stuff to Lena.',
    ));
});
