import { describe, expect, it } from 'vitest';
import { type TransformRequest, TransformRequestSchema } from '../../../schemas.ts';
import { rewriteMessage } from '../../rewrite.ts';

// Issue 22: each task type makes the change its name promises when the message fits, and says so
// in the explanation when it does not. Messages written for these tests.
const rewrite = (originalMessage: string, options: Partial<TransformRequest>) =>
  rewriteMessage(TransformRequestSchema.parse({ ...options, originalMessage }));

describe('compose-from-notes', () => {
  it('writes sentences, keeps every item and asks once for what the notes ask', () => {
    const { generatedMessage } = rewrite(
      'pharmacy pickup thu 6pm, order printer ink, ring the garage re: MOT',
      { taskType: 'compose-from-notes' },
    );
    expect(generatedMessage).not.toMatch(/^\d\. /m);
    expect(generatedMessage).toContain('The pharmacy pickup is Thursday at 6pm.');
    expect(generatedMessage.match(/\?/g)).toHaveLength(1);
    expect(generatedMessage).toMatch(/order printer ink/);
    expect(generatedMessage).toMatch(/MOT/);
  });

  it('fills in only the "is" of a "due" note, and turns "need" into the writer\'s own need', () => {
    const { generatedMessage } = rewrite(
      '- rent due 3 March\n- need the spare key from you\n- ask Leo about the parking permit',
      { taskType: 'compose-from-notes' },
    );
    expect(generatedMessage).toBe(
      'Rent is due 3 March. I need the spare key from you.\nCould you ask Leo about the parking permit?',
    );
  });

  it('reads shorthand before the shape of a note: "re:" labels nothing, so the errand is asked', () => {
    const { generatedMessage } = rewrite('gym sat 9am, collect parcel, phone plumber re: boiler', {
      taskType: 'compose-from-notes',
    });
    // The event note is a sentence (rule "event-note", event-note.test.ts).
    expect(generatedMessage).toBe(
      'Gym is on Saturday at 9am.\nCould you collect the parcel and phone the plumber about the boiler?',
    );
  });

  it('keeps numbered steps as a list (near miss: items that are steps)', () => {
    const { generatedMessage, explanation } = rewrite(
      '1. switch off the mains\n2. wait 10 minutes\n3. reset the fuse',
      {
        taskType: 'compose-from-notes',
      },
    );
    expect(generatedMessage).toBe('1. Switch off the mains\n2. Wait 10 minutes\n3. Reset the fuse');
    expect(explanation).toMatch(/steps/);
  });
});

describe('schedule-meeting', () => {
  it('never offers a deadline as a time to meet (rule "deadline-is-no-slot")', () => {
    const { generatedMessage } = rewrite(
      'The book club meets Thursday at 7pm at the library. Tell me by Monday if you are coming.',
      { taskType: 'schedule-meeting' },
    );
    expect(generatedMessage).toMatch(/Would Thursday at 7pm work for you\?/);
    expect(generatedMessage).not.toMatch(/or Monday/);
  });

  it('asks nothing more when a question already names a time or a way to meet', () => {
    for (const message of [
      'Could we set up a quick call this week about the lease? I am free Mon or Tue after 5pm.',
      'Lunch next week? I can do Wednesday or Friday.',
    ]) {
      const { generatedMessage } = rewrite(message, { taskType: 'schedule-meeting' });
      expect(generatedMessage.match(/\?/g)).toHaveLength(1);
    }
  });

  it('near miss: a question about something else still gets the time question', () => {
    const { generatedMessage } = rewrite('The design review is Tuesday at 3pm. Can you bring the mockups?', {
      taskType: 'schedule-meeting',
    });
    expect(generatedMessage).toMatch(/Would Tuesday at 3pm work for you\?/);
  });

  it('turns an order to attend into an invitation with the same time and place', () => {
    const { generatedMessage } = rewrite(
      'Quarterly budget check. Thursday 11am, room 2B. Be there on time.',
      {
        taskType: 'schedule-meeting',
      },
    );
    expect(generatedMessage).toBe('Quarterly budget check. Would Thursday 11am in room 2B work for you?');
  });

  it('asks when would suit about the subject when no time is given, inventing none', () => {
    const { generatedMessage } = rewrite(
      'We have to go over the roof repair quote, it is important. Come to my office.',
      {
        taskType: 'schedule-meeting',
        tone: 'direct',
      },
    );
    expect(generatedMessage).toMatch(/When can you meet about the roof repair(?: quote)?\?$/);
    expect(generatedMessage).not.toMatch(/\d/);
  });

  it('leaves a message that already asks whether the time works, and says why', () => {
    const { generatedMessage, explanation } = rewrite(
      'Would Monday at 11 suit you for a call about the lease?',
      {
        taskType: 'schedule-meeting',
      },
    );
    expect(generatedMessage).toBe('Would Monday at 11 suit you for a call about the lease?');
    expect(explanation).toMatch(/already asks whether the time works/);
  });
});

describe('realtime-phrases', () => {
  it('builds 3 to 5 lines about the message subject, never echoing the message', () => {
    const message = 'My neighbour keeps complaining to me about the overgrown hedge.';
    const lines = rewrite(message, { taskType: 'realtime-phrases' }).generatedMessage.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.length).toBeLessThanOrEqual(5);
    for (const line of lines) {
      expect(line).toMatch(/overgrown hedge/);
      expect(line.toLowerCase()).not.toContain(message.toLowerCase().slice(0, 30));
    }
  });

  it('gives different lines for different subjects (no generic lines)', () => {
    const first = rewrite('The client asked why the invoice is wrong.', { taskType: 'realtime-phrases' });
    const second = rewrite('My flatmate asked why the bins are full.', { taskType: 'realtime-phrases' });
    const shared = first.generatedMessage
      .split('\n')
      .filter((line) => second.generatedMessage.includes(line));
    expect(shared).toEqual([]);
  });

  it('talks about a thing, never a sweep like "every invoice" ("where the every invoice stands")', () => {
    const { generatedMessage } = rewrite('Stop adding the finance team to every invoice thread.', {
      taskType: 'realtime-phrases',
    });
    expect(generatedMessage).not.toMatch(/\bthe every\b|on every invoice thread\?/);
    expect(generatedMessage).toMatch(/finance team/);
  });
});

describe('step-away-notice, gentle-followup, clarify-message, repair-misunderstanding', () => {
  it('a notice says when away, then back, then who covers, as given', () => {
    const { generatedMessage } = rewrite(
      'Jon covers the help desk. Back Monday 8am. Off from Wednesday for a course.',
      {
        taskType: 'step-away-notice',
      },
    );
    expect(generatedMessage).toBe(
      'Off from Wednesday for a course. Back Monday 8am. Jon covers the help desk.',
    );
  });

  it('a notice drops "figure it out yourselves" and keeps a boundary as a fact about the writer', () => {
    const { generatedMessage } = rewrite("I'm off until Friday. Don't call me. Figure it out yourselves.", {
      taskType: 'step-away-notice',
    });
    expect(generatedMessage).toBe("I'm off until Friday. I won't be reading messages.");
  });

  it('a follow-up refers back without "still waiting"', () => {
    const { generatedMessage } = rewrite("I'm still waiting for the receipts from the team dinner.", {
      taskType: 'gentle-followup',
    });
    expect(generatedMessage).toBe('Following up on the receipts from the team dinner.');
  });

  it('a clarify-message asks one direct question instead of a complaint', () => {
    const { generatedMessage } = rewrite(
      "Your note made no sense. I don't understand which room you want me to book.",
      {
        taskType: 'clarify-message',
      },
    );
    expect(generatedMessage).toBe('Which room do you want me to book?');
  });

  it('a repair names the misunderstanding and its fact, and drops the order about treatment', () => {
    const { generatedMessage } = rewrite(
      'You assumed I forgot your birthday but the card got lost in the post, so stop treating me like I never care.',
      { taskType: 'repair-misunderstanding' },
    );
    expect(generatedMessage).toBe(
      'It may have looked as if I forgot your birthday, but the card got lost in the post.',
    );
    expect(generatedMessage).not.toMatch(/Thank/);
  });

  it('a repair with no misunderstanding in it stays, and says so (near miss)', () => {
    const { generatedMessage, explanation } = rewrite('The parcel is at the post office until Tuesday.', {
      taskType: 'repair-misunderstanding',
    });
    expect(generatedMessage).toBe('The parcel is at the post office until Tuesday.');
    expect(explanation).toMatch(/doesn’t name a misunderstanding/);
  });
});
