import { describe, expect, it } from 'vitest';
import {
  mayMatch,
  registerCharacterAnchors,
  registerWordAnchors,
  scanAnchors,
  UNKNOWN_TEXT,
} from './anchor-scan.ts';

const URGENT = registerWordAnchors(['asap', 'deadline']);
const KIND = registerWordAnchors(['kind']);
const QUESTION = registerCharacterAnchors('?\uFF1F');
const BULLET = registerCharacterAnchors('\u2022');
const found = (text: string, bit: number) => mayMatch(scanAnchors(text), bit);

describe('word anchors', () => {
  it.each([
    ['ASAP', true],
    ['reply asap.', true],
    ['The DeadLine', true],
    ['(asap)', true],
    ['asap_', false], // '_' is a word character: "asap_" is another word
    ['asap2', false],
    ['xasap', false],
    ['', false],
    ['no rush', false],
  ])('%j → %s', (text, expected) => {
    expect(found(text, URGENT)).toBe(expected);
  });

  it('folds ſ to s and the Kelvin sign to k, as the regexes\u2019 iu flags do', () => {
    expect(/^asap$/iu.test('aſap')).toBe(true);
    expect(found('aſap', URGENT)).toBe(true);
    expect(found('\u212Aind', KIND)).toBe(true);
  });

  it('splits words at non-ASCII letters, so it never hides a whole word the regexes could see', () => {
    // "éasap" is one word to the regexes (no match) but "asap" to the scan: a harmless extra regex run.
    expect(found('éasap', URGENT)).toBe(true);
    expect(found('𝐚asap', URGENT)).toBe(true);
  });

  it('keeps each registrant to its own bit', () => {
    expect(found('asap', KIND)).toBe(false);
    expect(found('kind', URGENT)).toBe(false);
  });

  it('gives a registrant whose phrases have no ASCII word a bit every scan sets', () => {
    const bit = registerWordAnchors(['café']);
    expect(found('', bit)).toBe(true);
    expect(registerWordAnchors([])).toBe(bit);
  });
});

describe('character anchors', () => {
  it.each([
    ['Why?', QUESTION, true],
    ['Why\uFF1F', QUESTION, true],
    ['Why.', QUESTION, false],
    ['\u2022 one', BULLET, true],
    ['- one', BULLET, false],
  ])('%j', (text, bit, expected) => {
    expect(found(text, bit)).toBe(expected);
  });
});

describe('without a scan', () => {
  it('UNKNOWN_TEXT lets every regex run', () => {
    for (const bit of [URGENT, KIND, QUESTION, BULLET]) expect(mayMatch(UNKNOWN_TEXT, bit)).toBe(true);
  });

  // Last: it uses up the bits of this test file's copy of the module.
  it('shares the always-set bit once 31 registrants have their own', () => {
    const bits = Array.from({ length: 40 }, () => registerCharacterAnchors('~'));
    expect(new Set(bits).size).toBeLessThan(40);
    expect(found('plain text', bits.at(-1) ?? 0)).toBe(true);
  });
});
