import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';
import { whatToSay } from './what-to-say.ts';

describe('rule "what-to-say": what the writer means to say is the first line', () => {
  it('"tell my manager that I am blocked …" is said in the first person, in short lines', () =>
    expect(
      whatToSay([
        "I need to tell my lead at standup that I'm stuck on the database access and can't ship the fix until I get it.",
      ]),
    ).toEqual(["I'm stuck on the database access.", "I can't ship the fix until I get it."]));
  it('"ask him to let me finish" is asked to his face', () =>
    expect(whatToSay(['I want to ask him to let me finish.'])).toEqual(['Could you let me finish?']));
  it.each(['My manager told me the release moved.', 'Ask Sam about the keys.'])('near miss: %s', (text) =>
    expect(whatToSay([text])).toEqual([]),
  );
  it('the phrases start with it', () =>
    expect(
      rewriteWith(
        'My flatmate keeps cutting in when I talk about work. I want to ask her to let me finish.',
        {
          taskType: 'realtime-phrases',
        },
      ).generatedMessage,
    ).toMatch(/^- Could you let me finish\?/));
});

describe('step-away-notice reads "log off" as going away', () => {
  it('the going away comes before the return', () => {
    const out = rewriteWith(
      'I need to log off for the rest of the day. Back tomorrow at 9am. Ask Priya if anything comes up.',
      {
        taskType: 'step-away-notice',
      },
    ).generatedMessage;
    expect(out.indexOf('log off')).toBeLessThan(out.indexOf('Back tomorrow'));
  });
});
