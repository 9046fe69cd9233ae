import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';

const phrases = (text: string) => rewriteWith(text, { taskType: 'realtime-phrases' }).generatedMessage;

describe('rules "subject-is-no-person" and "subject-is-no-mistake": the lines are about a thing', () => {
  it('a person the speaker faces is not the subject; their thing is, as "the …"', () => {
    const out = phrases(
      'A guest is yelling at me at reception because their booking went to the wrong hotel.',
    );
    expect(out).toMatch(/the booking/);
    expect(out).not.toMatch(/guest|wrong hotel|their/i);
  });
  it('a gerund tagged as a person ("moving Dad") is no subject either', () =>
    expect(phrases('My brother keeps pushing me about moving Dad into a flat.')).not.toMatch(
      /moving Dad stands/,
    ));
  it('near miss: a thing with a plain adjective stays the subject', () =>
    expect(phrases('My boss asked in front of everyone why the monthly report is late.')).toMatch(
      /the monthly report/,
    ));
});
