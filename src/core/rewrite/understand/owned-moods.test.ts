import { describe, expect, it } from 'vitest';
import { parseMessage } from '../parse/segment.ts';
import { buildMessageModel } from './build-message-model.ts';

const hostileClauses = (text: string) =>
  buildMessageModel(parseMessage(text)).hostile.map((clause) => clause.text);

describe('rule "apology-owns-its-mood": in an apology the writer owns their mood', () => {
  it.each([
    'Mum, sorry I shouted at you last night. I was exhausted and took it out on you.',
    "I'm sorry but I can't run the stall this year. I have a shift that day.",
    'ugh sorry sorry, I have to cancel lunch, my car broke down.',
  ])('%s has no venting', (text) => expect(hostileClauses(text)).toEqual([]));

  it('near miss: the same mood at the reader, with no apology, is still venting', () =>
    expect(hostileClauses("I'm fed up with waiting for you. Fix the sink.").length).toBeGreaterThan(0));
});

describe('sweeping subjects are subjects, not places', () => {
  it('"in front of everyone" sweeps nothing', () =>
    expect(
      hostileClauses('I felt hurt when you joked about my job in front of everyone on Saturday.'),
    ).toEqual([]));
  it('near miss: "Nobody ever answers you" sweeps', () =>
    expect(hostileClauses('Nobody here ever listens to you.').length).toBeGreaterThan(0));
});
