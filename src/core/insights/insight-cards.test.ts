import { describe, expect, it } from 'vitest';
import { analyze } from '../analysis/analyze.ts';
import { MAX_INSIGHT_CARDS } from '../constants.ts';
import { insightCards } from './insight-cards.ts';

const cardsFor = (original: string, rewrite?: string) =>
  insightCards(original, analyze(original), rewrite === undefined ? undefined : analyze(rewrite));
const ids = (original: string, rewrite?: string) => cardsFor(original, rewrite).map((card) => card.id);

const CALM_REWRITE =
  'Hi Sam,\nCould you look at the report by Friday, because the board meets then?\nNo rush, thanks!';

describe('insightCards', () => {
  it.each([
    ['ASAP', 'pressure'],
    ['This is urgent.', 'pressure'],
    ['Do it immediately.', 'pressure'],
    ['The deadline is near.', 'pressure'],
    ['It must be done.', 'pressure'],
    ['We have to ship.', 'pressure'],
    ['I need now the file.', 'pressure'],
    ['I am frustrated.', 'emotional'],
    ['You should ask.', 'demanding'],
    ['Why? When? How?', 'questions'],
    ['Fix the stuff.', 'specifics'],
  ])('%j leads with the %s card', (original, id) => {
    expect(ids(original)[0]).toBe(id);
  });

  it('quotes the distinct pressure words it found and explains the resolved change', () => {
    const [card] = cardsFor('Need it ASAP, asap, it is URGENT and critical and a deadline.', CALM_REWRITE);
    expect(card?.title).toBe('Pressure words removed');
    expect(card?.body).toContain('Words like "ASAP", "URGENT" and "critical"');
  });

  it('says "found" while the rewrite still contains the trigger, or before any rewrite', () => {
    expect(cardsFor('Send it ASAP.', 'Send it ASAP, no rush.')[0]?.title).toBe('Pressure words found');
    expect(cardsFor('Send it ASAP.')[0]?.title).toBe('Pressure words found');
  });

  it(`never shows more than ${MAX_INSIGHT_CARDS} cards, in importance order`, () => {
    const everything =
      'URGENT!!! You must fix the stuff, I am frustrated and angry about this mistake and it cannot wait. Why? What? How?';
    expect(ids(everything, CALM_REWRITE)).toEqual(['pressure', 'emotional', 'demanding']);
  });

  it('orders structure before questions and context', () => {
    const text = `${'This paragraph goes on and on about the report. '.repeat(7)} Why? When? How?`;
    expect(ids(text)).toEqual(['structure', 'questions', 'context']);
  });

  it('shows one "already friendly" card for a calm message and nothing for blank text', () => {
    expect(ids('Thanks, Sam!')).toEqual(['already-friendly']);
    expect(cardsFor('   ')).toEqual([]);
  });
});
