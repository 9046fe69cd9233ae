import { describe, expect, it } from 'vitest';
import { rewriteWith } from './option-case-support.ts';

// say-no's rules (say-no.ts), on messages written for these tests, each with its near misses.
const sayNo = (text: string, tone?: 'direct') =>
  rewriteWith(text, { intent: 'say-no', ...(tone ? { tone } : {}) });

describe('rule "plain-no-kept": a bare "No." is the decline itself', () => {
  it('keeps "No." that the editor would read as venting, and does not say it was left out', () => {
    const { generatedMessage, explanation } = sayNo(
      "No. I can't do the school run on Monday, I've got a scan.",
    );
    expect(generatedMessage).toMatch(/^No\. I can't do the school run on Monday/);
    expect(explanation).not.toMatch(/Left out/);
  });
  it('a message that opens "No, sorry," already declines and stays', () => {
    const text = 'No, sorry, not this Thursday.';
    const { generatedMessage, explanation } = sayNo(text);
    expect(generatedMessage).toBe(text);
    expect(explanation).toMatch(/already declines/);
  });
  it('near misses: "No problem" and "No one" decline nothing', () => {
    expect(sayNo('No problem. Could you send the floor plan by Friday?').generatedMessage).toMatch(
      /can't send the floor plan by Friday/,
    );
    expect(sayNo('No one has booked the hall yet.').explanation).toMatch(/nothing to decline/);
  });
});

describe('rule "askers-reason-acknowledged": the asker\'s own sentences are not made the writer\'s', () => {
  it("says the asker's reason from the other side, before the decline", () => {
    const out = sayNo("Could you swap shifts with me on the 2nd? I've got a wedding.").generatedMessage;
    expect(out).toBe("I know you've got a wedding. I'm sorry, I can't swap shifts with you on the 2nd.");
  });
  it('"I\'ll send you" turns both ways', () => {
    const out = sayNo(
      "Could you look over my cover letter? I'll send you the file tonight.",
    ).generatedMessage;
    expect(out).toMatch(/I know you'll send me the file tonight\./);
  });
  it('near miss: a detail about a third thing stays as typed', () => {
    const out = sayNo(
      'Could you feed the fish while we are away? The food is in the blue tub.',
    ).generatedMessage;
    expect(out).toMatch(/can't feed the fish while you are away\. The food is in the blue tub\.$/);
  });
});

describe('rule "fallback-ask-offered": the alternative the message gives, and only that', () => {
  it('offers a fallback asked in the same sentence', () => {
    const out = sayNo(
      'Could you run the tombola, or at least sell raffle tickets for an hour?',
    ).generatedMessage;
    expect(out).toBe("I'm sorry, I can't run the tombola. Could I sell raffle tickets for an hour instead?");
  });
  it('offers a fallback time asked in the next sentence', () => {
    const out = sayNo(
      'Can you look after Max on Friday? Or if not, maybe Saturday afternoon?',
    ).generatedMessage;
    expect(out).toBe("I'm sorry, I can't look after Max on Friday. Would Saturday afternoon work instead?");
  });
  it('direct tone offers without a question', () => {
    const out = sayNo(
      'Can you lead the retro? If you can’t, could you take notes?',
      'direct',
    ).generatedMessage;
    expect(out).toMatch(/^I can't lead the retro\./);
  });
  it('near miss: no fallback, no alternative invented', () => {
    const out = sayNo('Could you drive me to the station at 6?').generatedMessage;
    expect(out).toBe("I'm sorry, I can't drive you to the station at 6.");
  });
});

describe('more ways of asking the writer', () => {
  it('"are you free to" and "do you want to" are declined', () => {
    expect(sayNo('Are you free to help at the car boot sale on Sunday?').generatedMessage).toBe(
      "I'm sorry, I can't help at the car boot sale on Sunday.",
    );
    expect(sayNo('Do you want to come to the quiz with me on Wednesday?').generatedMessage).toBe(
      "I'm sorry, I can't come to the quiz with you on Wednesday.",
    );
  });
  it('rule "asks-leave-to": "Can I borrow your ladder?" is declined as leave', () => {
    expect(sayNo('Can I borrow your ladder on Saturday?').generatedMessage).toBe(
      "I'm sorry, I can't let you borrow my ladder on Saturday.",
    );
  });
  it('near miss: "Can I help?" offers something and is no ask of the writer', () => {
    expect(sayNo('Can I help with the washing up?').generatedMessage).toBe('Can I help with the washing up?');
  });
});
