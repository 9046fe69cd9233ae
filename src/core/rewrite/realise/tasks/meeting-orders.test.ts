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

describe('rule "choice-is-the-question": an order to choose between the slots is the question', () => {
  it('"…, choose one." goes, and the slots are asked about once', () => {
    const out = meeting(
      'We need a planning session for the garden party. Saturday 11am or Sunday 3pm, choose one.',
    );
    expect(out).not.toMatch(/choose one/);
    expect(out.match(/Saturday 11am/g)).toHaveLength(1);
  });
  it('near miss: "pick one up" is not a choice of slots', () =>
    expect(meeting('Coffee Friday 9am at Rosie’s. Pick one up for Sam too.')).toMatch(/Sam/));
});

describe('insisting closers after a comma go (closer-after-comma)', () => {
  it('"it\'s not optional" goes', () =>
    expect(meeting('Fire drill briefing Monday 9am, room 1. Be there, it’s not optional.')).not.toMatch(
      /optional/,
    ));
});
