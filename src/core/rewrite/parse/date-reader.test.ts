import * as chrono from 'chrono-node';
import { describe, expect, test } from 'vitest';
import { dateReader, gateOf, WORD_GATED } from './date-reader.ts';

// The date reader finds what chrono.parse finds: it only skips a parser where the words its pattern
// needs are missing.
const REFERENCE_DAY = new Date(2026, 0, 5, 12, 0, 0);
const found = (results: chrono.ParsedResult[]) =>
  results.map((result) => ({
    text: result.text,
    index: result.index,
    start: result.start.date().toISOString(),
    end: result.end?.date().toISOString() ?? null,
  }));

describe('dateReader', () => {
  test('gates exactly the three parsers it names, one each, among chrono’s casual ones', () => {
    const gated = chrono.casual.parsers.map(gateOf).filter((gate) => gate !== undefined);
    expect(gated.map((gate) => gate.name).sort()).toEqual(WORD_GATED.map((gate) => gate.name).sort());
  });

  test('finds what chrono finds, with and without the words the gated parsers need', () => {
    const texts = [
      // each gated parser, with its words
      'I sent it 3 days ago.',
      'It was due two weeks before the launch, five days EARLIER than planned.',
      'Call me 2 hours later, or a week from now.',
      'We moved it forward 3 days; the team is out 2 weeks after that.',
      'Any news in the next 5 minutes? Over the past 3 weeks, +2 days, -1 hour.',
      // near misses: time units without those words, or the words without time units
      'Send it in 15 minutes, within an hour at most.',
      'I need the report ASAP. Why did you not send it yesterday?? Fix it now.',
      'The deck is due Friday by 5pm, see you at the 3pm review.',
      'Was that before or after lunch? This is the last time I ask.',
      'Nothing about dates here at all.',
      '',
    ];
    for (const text of texts) {
      expect({ text, found: found(dateReader.parse(text, REFERENCE_DAY)) }).toEqual({
        text,
        found: found(chrono.parse(text, REFERENCE_DAY)),
      });
    }
  });
});
