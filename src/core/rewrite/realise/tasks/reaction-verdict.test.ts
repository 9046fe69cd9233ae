import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';
import { reactionVerdict } from './reaction-verdict.ts';

const repair = (text: string) => rewriteWith(text, { taskType: 'repair-misunderstanding' });

describe('rule "reaction-verdict": a repair drops the verdict on how the reader reacted', () => {
  it.each([
    'You blew the whole thing out of proportion. I meant the budget was tight this month, not that we are broke.',
    'You made such a big deal out of nothing. I was asking for the file, not saying you lost it.',
    'You freaked out over nothing. My note said the trip moves to June, not that it is off.',
  ])('%s', (text) => {
    const result = repair(text);
    expect(result.generatedMessage).not.toMatch(/\byou (?:blew|made|freaked)\b/i);
    expect(result.generatedMessage).toMatch(/\b(?:meant|asking|said)\b/);
    expect(result.explanation).toMatch(/verdict on how the reader reacted/);
  });
  it('keeps what was misread as the misunderstanding', () =>
    expect(
      repair('You overreacted to my text about the rota. I meant swap Tuesday, not drop it.')
        .generatedMessage,
    ).toMatch(/^There was a misunderstanding about my text about the rota\./));
  it.each([
    'You were right to ask about the rota.',
    'I made a big deal out of it, sorry.',
    'The launch was a big deal for the team.',
    'You got the dates mixed up.',
  ])('near miss: %s is no verdict', (text) => expect(reactionVerdict(text)).toBeNull());
});

describe('rule "says-what-was-meant": a message that says what was meant is a repair already', () => {
  it('says so in the explanation', () => {
    const result = repair('When I said the menu needs work I meant the prices, not your cooking.');
    expect(result.generatedMessage).toBe(
      'When I said the menu needs work I meant the prices, not your cooking.',
    );
    expect(result.explanation).toMatch(/already names the misunderstanding/);
  });
  it('near miss: "I meant to call you" names no misunderstanding', () =>
    expect(repair('I meant to call you yesterday.').explanation).toMatch(/doesn’t name a misunderstanding/));
});
