import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "demeaning-order": an order that says the reader lacks the basics is dropped', () => {
  it.each([
    ['The invoice total is wrong again. Learn to add.', /invoice total/i, /learn/i],
    ['The bins were due out on Tuesday. Get a grip.', /bins/i, /grip/i],
    ['Read a map for once, the hall is on Elm Street.', /Elm Street/, /map/i],
    ['The form says surname. Get a brain already.', /surname/i, /brain/i],
    ['You forgot the bins again. Get a life.', /bins/i, /life/i],
    ['Grow some manners. Knock before you come in.', /knock/i, /manners/i],
    ['Learn how to listen properly.', /^$/, /learn/i],
    ['Go back to kindergarten.', /^$/, /kindergarten/i],
    ['Go crawl back into your hole.', /^$/, /hole/i],
  ])('%s', (text, kept, gone) => {
    const out = rewriteText(text);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });
  it.each([
    ['Get a ticket for the car park before 9.', /ticket for the car park/],
    ['Read the brief before Monday.', /read the brief/i],
    ['Learn the new expense tool before the audit.', /learn the new expense tool/i],
    ['Learn to use the CRM by Friday.', /learn to use the CRM/i],
    ['Go back to the client with the new quote.', /go back to the client/i],
    ['Buy a new charger for the meeting room.', /buy a new charger/i],
    ['Get 2 boxes of paper from the store.', /2 boxes/],
    ['Get a quote.', /get a quote/i],
    ['Buy some milk.', /buy some milk/i],
    ['The sink leaks. Get a plumber.', /get a plumber/i],
    ['You forgot the milk again. Buy some milk.', /buy some milk/i],
  ])('near miss: %s names the work and stays an ask', (text, kept) =>
    expect(rewriteText(text)).toMatch(kept),
  );
});
