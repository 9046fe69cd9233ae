import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "sanction-as-consequence": a sanction held over the reader goes, the ask stays', () => {
  it.each([
    ['Hand in the timesheet today, else I will dock your pay.', /timesheet today/, /dock|pay\b/i],
    // ("… or you are off the rota" names a place lost, and is told as a fact: lost-place.test.ts.)
    ['Return the ladder by Sunday or I am taking your key away.', /ladder by Sunday/, /key/i],
    ['Tidy your shoes away tonight, otherwise I am binning them.', /shoes/, /bin/i],
    ['Send the draft by noon or you can forget about the trip.', /draft by noon/, /trip|forget/i],
    ['Send me the keys by Friday. If you do not, I will keep your deposit.', /keys/, /deposit/i],
    ['Finish the slides tonight or I am cutting your hours.', /slides tonight/, /hours/i],
  ])('%s', (text, kept, gone) => {
    const out = rewriteText(text);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });
  it.each([
    ['Please send the numbers by Friday, otherwise the invoice goes out late.', /invoice goes out late/],
    ["Let me know by noon if you're coming; if not, I'll book another room.", /book another room/],
    ["Reply by Thursday or I'll assume you're fine with the plan.", /assume/],
    ["Pick a date by Monday, otherwise I'll book you the Tuesday slot.", /Tuesday slot/],
    ["Leave by 7 or you'll miss the train.", /miss the train/],
    ["Bring the car back by 5, otherwise I'll miss my flight.", /miss my flight/],
    ["Sign it by Monday or I'll have to cancel the booking.", /cancel the booking/],
  ])('near miss: %s keeps its consequence', (text, kept) => expect(rewriteText(text)).toMatch(kept));
});
