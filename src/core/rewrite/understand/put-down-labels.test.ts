import { describe, expect, it } from 'vitest';
import { tokenizeSentences } from '../parse/tokens.ts';
import { leavesAsWritten, rewriteText } from '../test-support.ts';
import {
  exclaimsLabel,
  imaginesPutDown,
  isPutDownWord,
  lumpsReaderIn,
  opensWithPutDown,
} from './put-down-labels.ts';

const tokensOf = (text: string) => tokenizeSentences(text)[0] ?? [];

describe('isPutDownWord: a name that puts someone down, from the lexicons', () => {
  it.each(['idiot', 'clown', 'moron', 'fool'])('%s puts down', (word) =>
    expect(isPutDownWord(word)).toBe(true),
  );
  it.each(['shame', 'mess', 'pity', 'disaster', 'hero', 'plumber'])('near miss: %s does not', (word) =>
    expect(isPutDownWord(word)).toBe(false),
  );
});

describe('rule "what-a-label": an exclaimed put-down name is an insult', () => {
  it.each(['What a clown.', 'Wow, what an absolute fool!', 'Seriously, what a moron'])('%s', (text) =>
    expect(exclaimsLabel(tokensOf(text))).toBe(true),
  );
  it.each([
    'What a shame.',
    'What a mess!',
    'What a lovely day!',
    'What a hero.',
    'What a clown costume you made!',
  ])('near miss: %s', (text) => expect(exclaimsLabel(tokensOf(text))).toBe(false));
  it('goes, and the blame after it is told as what happened', () => {
    const out = rewriteText('Seriously, what a clown. You parked across both bays again.');
    expect(out).not.toMatch(/clown/i);
    expect(out).toMatch(/both bays/);
  });
});

describe('rule "insult-vocative-opener": a put-down opener is a clause of its own', () => {
  it('the insult goes and the news after it stays', () => {
    const out = rewriteText('You stupid fool, the courier took the parcel back to the depot.');
    expect(out).toMatch(/courier took the parcel back to the depot/);
    expect(out).not.toMatch(/fool|stupid/i);
  });
  it.each(['You idiot,', 'Honestly, you absolute moron,', 'What a clown,'])(
    '%s opens with a put-down',
    (text) => expect(opensWithPutDown(tokensOf(text))).toBe(true),
  );
  it.each(['You lucky thing,', 'You and I,', 'You know what,', 'You guys,'])('near miss: %s', (text) =>
    expect(opensWithPutDown(tokensOf(text))).toBe(false),
  );
  leavesAsWritten(
    ['You lucky thing, you won the raffle!', 'You two, the taxi is outside.'],
    'near miss: %s stays',
  );
});

describe('rule "imagine-being": picturing the reader with a put-down quality is a put-down', () => {
  it.each(['Imagine being this stupid and still arguing.', 'Lol imagine believing that garbage.'])(
    '%s has nothing to send, and no hole',
    (text) => expect(rewriteText(text)).toBe(''),
  );
  it.each(['Imagine being on a boat right now.', 'Imagine having to redo the whole spreadsheet.'])(
    'near miss: %s is no put-down',
    (text) => expect(imaginesPutDown(tokensOf(text))).toBe(false),
  );
});

describe('rule "people-like-you": lumping the reader into a group is a put-down', () => {
  it.each([
    'Typical nonsense from people like you.',
    'You people never listen.',
    'Your kind always does this.',
  ])('%s', (text) => expect(lumpsReaderIn(tokensOf(text))).toBe(true));
  it.each([
    'People like you make this town great.',
    'You two are on the rota.',
    'The van was left open again, typical of people like you.',
  ])('near miss: %s', (text) => expect(lumpsReaderIn(tokensOf(text))).toBe(false));
  it('near miss: a question is read elsewhere', () =>
    expect(rewriteText('Do people like you here?')).toBe('Do people like you here?'));
});
