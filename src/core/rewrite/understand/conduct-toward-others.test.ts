import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "conduct-toward-others": "don\'t be rude to the client" asks about conduct', () => {
  it.each(["Don't be rude to the client.", "Don't be short with the new starters, they're learning."])(
    '%s stays an ask',
    (text) => expect(rewriteText(text)).toMatch(/^Please don't be/),
  );
});

describe('rule "order-to-be-a-label": "don\'t be an idiot" says only its label', () => {
  it.each(["Don't be an idiot.", "Don't be a jerk about it.", 'Stop being such a baby.'])(
    '%s leaves nothing to send, never "Don\'t be a person."',
    (text) => expect(rewriteText(text)).toBe(''),
  );
  it('near miss: the ask beside the label is kept', () =>
    expect(rewriteText("Don't be an idiot, send me the file today.")).toMatch(/send me the file today/));
});

describe('rule "so-a-quality": "Stop being so dramatic" names the reader', () => {
  it('the label goes and the news stays', () =>
    expect(rewriteText("Stop being so dramatic, it's just a meeting. It's at 3 in room 2.")).not.toMatch(
      /dramatic/,
    ));
});

describe('rule "hard-on-yourself": "Stop being so hard on yourself" is kind', () => {
  it('is left as it was', () => {
    const text = 'Stop being so hard on yourself, the draft is fine.';
    expect(rewriteText(text)).toBe(text);
  });
});

describe('rule "hard-for-you": an ease measured against the reader belittles', () => {
  it('"Not sure why this is so hard for you, but …" keeps only what follows', () =>
    expect(
      rewriteText('Not sure why this is so hard for you, but the form needs a signature on page 2.'),
    ).toBe('The form needs a signature on page 2.'));
  it('near miss: "I know this is hard for you." is sympathy', () => {
    const text = 'I know this is hard for you. Take the time you need, the funeral is on Friday.';
    expect(rewriteText(text)).toBe(text);
  });
});

describe('rule "frame-closed-by-but": "No offence but …" is a frame without its comma', () => {
  it('the verdict after it goes, and the ask keeps its thing', () =>
    expect(
      rewriteText('No offence but your presentation was boring. Can we cut it to 10 slides for Thursday?'),
    ).toBe('Can we cut your presentation to 10 slides for Thursday?'));
});

describe('rule "get-off-your": told to get off a thing of their own, the reader is scolded', () => {
  it('the scolding goes, the real ask stays', () =>
    expect(rewriteText('Get off your phone and help me with the shopping.')).toBe(
      'Could you help me with the shopping?',
    ));
  it('near miss: "Get off the train at Leeds." is a direction', () =>
    expect(rewriteText('Get off the train at Leeds.')).toMatch(/get off the train at Leeds/));
});

describe('rule "scolding-tail": a scolding order after a comma goes, the clause before it stays', () => {
  it('"I tried, get a grip." keeps what the writer did', () =>
    expect(rewriteText('I tried, get a grip.')).toBe('I tried.'));
  it('near miss: "Call the bank, get a quote by Friday." is an errand', () =>
    expect(rewriteText('Call the bank, get a quote by Friday.')).toMatch(/get a quote by Friday/));
});
