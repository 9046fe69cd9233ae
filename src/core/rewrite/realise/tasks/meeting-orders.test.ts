import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';

const meeting = (text: string) => rewriteWith(text, { taskType: 'schedule-meeting' }).generatedMessage;

describe('rule "event-title-with-whom": a title with who it is with orders nothing', () => {
  it('"Design review with legal." stays a title; the time is asked about', () => {
    const out = meeting('Design review with legal. Wednesday 10am, room 2, one hour.');
    expect(out).toMatch(/^Design review with legal\. Wednesday 10am, room 2, one hour\./);
    expect(out).toMatch(/Would Wednesday 10am .*work for you\?/);
  });
  it('near miss: "Cancel order with the supplier." still orders', () =>
    expect(rewriteWith('Cancel order with the supplier.').generatedMessage).toMatch(/^Could you cancel/));
});

describe('rule "everyone-attends": an order for a group to turn up becomes the question', () => {
  it('"All staff must attend." goes, place and length kept', () => {
    const out = meeting('Safety briefing Thursday 9am in the canteen, 20 minutes. All staff must attend.');
    expect(out).not.toMatch(/must attend/);
    expect(out).toMatch(/canteen, 20 minutes/);
    expect(out).toMatch(/\?$/);
  });
  it('near miss: what the group is to bring stays', () =>
    expect(meeting('Planning day Monday 9am. Everyone must come with 2 ideas for the garden.')).toMatch(
      /2 ideas for the garden/,
    ));
  it('near miss: "Anyone can join." is an offer and stays', () =>
    expect(meeting('Open session Tuesday 2pm, room 3. Anyone can join.')).toMatch(/Anyone can join\./));
});
