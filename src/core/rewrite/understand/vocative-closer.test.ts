import { describe, expect, it } from 'vitest';
import { tokenizeSentences } from '../parse/tokens.ts';
import { rewriteText as rewrite } from '../test-support.ts';
import { vocativeCloserAt } from './vocative-closer.ts';

const closes = (text: string) => vocativeCloserAt(tokenizeSentences(text)[0] ?? []) >= 0;

// Rule "insult-vocative-closer" (vocative-closer.ts, split in clauses.ts). Messages written for this test.
describe('rule "insult-vocative-closer": a put-down name closing a statement goes alone', () => {
  it.each([
    'the match starts at eight , bitch .',
    'the shop closed an hour ago you idiot',
    'i changed my phone number bitch',
  ])('%s ends with a vocative', (text) => expect(closes(text)).toBe(true));
  it('the statement before it is sent', () => {
    expect(rewrite('the match starts at eight , bitch .')).toMatch(/^The match starts at eight\.?$/);
    expect(rewrite('i changed my phone number bitch')).toMatch(/^I changed my phone number\.?$/);
  });
  it.each([
    'you are a chicken shit coward .',
    'traffic in this town is a bitch',
    'you are my bitch',
    'you dumb bitch',
    'i am bored of the same old shit',
  ])('near miss: %s has no vocative closer', (text) => expect(closes(text)).toBe(false));
  it('near miss: a label with nothing said before it still sends nothing', () =>
    expect(rewrite('you dumb bitch')).toBe(''));
});

// Rule "scolding-tail" with its vocative split off (judges-reader.ts scoldsReader).
describe('a scolding tail whose vocative was split off still goes alone', () => {
  it('the clause before the comma stays', () =>
    expect(rewrite('i fixed the page and you undo it , get a life you clown .')).toMatch(/you undo it/));
  it('near miss: "Get a life." alone still sends nothing', () => expect(rewrite('Get a life.')).toBe(''));
});

describe('rule "insult-vocative-closer": a name inside its own noun phrase is no vocative', () => {
  it.each([
    'the landlord was a total dick .',
    'even if he was a lying bitch .',
    'you are a bloody lying bastard .',
  ])('near miss: %s', (text) => expect(closes(text)).toBe(false));
});

// Rule "no-vocative-stand-in" (vocative-closer.ts, read in rewrite.ts). Messages written for this test.
describe('rule "no-vocative-stand-in": a vocative never comes back as "you … person"', () => {
  it.each(['fuck off , you massive twat .', 'piss off , you sad twat .'])('%s sends nothing', (text) =>
    expect(rewrite(text)).toBe(''),
  );
  it('a statement before a "you …" vocative stays without it', () =>
    expect(rewrite('your parcel came this morning you bitch .')).toMatch(
      /^Your parcel came this morning ?\.?$/,
    ));
  it('near miss: "thank you , kind people" is sent as written', () =>
    expect(rewrite('thank you , kind people')).toMatch(/thank you , kind people/i));
});
