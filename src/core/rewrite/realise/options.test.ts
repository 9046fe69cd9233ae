import { describe, expect, it } from 'vitest';
import { TONES, type TransformRequest, TransformRequestSchema } from '../../schemas.ts';
import { rewriteMessage } from '../rewrite.ts';

// Issue 22: intents, tones, personas and closings each do their own job (realise/intents.ts,
// tones.ts, personas.ts, layout.ts, closing.ts). Messages written for these tests.
const rewrite = (originalMessage: string, options: Partial<TransformRequest> = {}) =>
  rewriteMessage(TransformRequestSchema.parse({ ...options, originalMessage }));
const REASSURANCE = /no rush|no pressure|whenever|when you can|take your time/i;

describe('intents that fit', () => {
  it('say-no declines a favour asked as a question, keeping its details', () => {
    const { generatedMessage } = rewrite('Could you cover my Saturday shift on the 14th?', {
      intent: 'say-no',
    });
    expect(generatedMessage).toBe("I'm sorry, I can't cover your Saturday shift on the 14th.");
  });

  it('say-no leaves a message that already declines (near miss)', () => {
    const message = "I can't make the rehearsal on Sunday, I'm away.";
    expect(rewrite(message, { intent: 'say-no' }).generatedMessage).toBe(message);
  });

  it('apologize owns what the writer did, without "no worries"', () => {
    const { generatedMessage } = rewrite('I missed the handover call this morning.', { intent: 'apologize' });
    expect(generatedMessage).toBe("I'm sorry I missed the handover call this morning.");
  });

  it('apologize trims grovelling from an apology the message already has', () => {
    const { generatedMessage } = rewrite('Sorry I missed the call, no worries though. Can we do 4pm?', {
      intent: 'apologize',
    });
    expect(generatedMessage).toBe('Sorry I missed the call. Can we do 4pm?');
  });

  it('apologize invents nothing where the writer did nothing (near miss)', () => {
    const { generatedMessage, explanation } = rewrite('Please share the agenda for Monday.', {
      intent: 'apologize',
    });
    expect(generatedMessage).toBe('Please share the agenda for Monday.');
    expect(explanation).toMatch(/doesn’t apologise/);
  });

  it('update states the news first, and says the request stays', () => {
    const { generatedMessage, explanation } = rewrite(
      'Can you check the seating plan by Friday? The venue has changed to the town hall.',
      { intent: 'update' },
    );
    expect(generatedMessage).toBe(
      'The venue has changed to the town hall. Can you check the seating plan by Friday?',
    );
    expect(explanation).toMatch(/news first/);
  });
});

describe('tones word every sentence that speaks to the reader', () => {
  const asks = [
    'Can you return the projector to room 3 by Thursday?',
    'Please bring the signed consent form to the front desk tomorrow morning.',
    'I was wondering if you could just look over the budget before Monday.',
    'Send me the seating plan by 5pm.',
  ];
  for (const message of asks) {
    it(`gives at least 3 distinct texts over the four tones: ${message}`, () => {
      const outputs = TONES.map((tone) => rewrite(message, { tone }).generatedMessage);
      expect(new Set(outputs).size).toBeGreaterThanOrEqual(3);
      for (const output of outputs) expect(output).not.toMatch(REASSURANCE);
    });
  }

  it('direct takes the softeners out; friendly uses contractions', () => {
    expect(
      rewrite('I think we should just move the launch to Tuesday.', { tone: 'direct' }).generatedMessage,
    ).toBe('We should move the launch to Tuesday.');
    expect(rewrite('I am at the station. It is raining.', { tone: 'friendly' }).generatedMessage).toBe(
      "I'm at the station. It's raining.",
    );
  });

  it('direct drops "if you can" as a softener, but never the condition "if you can\'t" (near miss)', () => {
    expect(rewrite('Send the photos if you can, thanks.', { tone: 'direct' }).generatedMessage).toBe(
      'Please send the photos, thanks.',
    );
    const condition = 'Tell me by Friday if you can’t come to the barbecue.';
    expect(rewrite(condition, { tone: 'direct' }).generatedMessage).toContain('if you can’t come');
  });

  it('a sentence going on from a greeting keeps its lower case, and a name its capital', () => {
    expect(
      rewrite('Hi Noor, the rota for May is up. Can you swap Tuesday with Ines?', { tone: 'friendly' })
        .generatedMessage,
    ).toMatch(/^Hi Noor, the rota for May is up\./);
    expect(
      rewrite('Hey, I was wondering if you could check the gate code.', { tone: 'direct' }).generatedMessage,
    ).toBe('Hey, please check the gate code.');
    expect(rewrite('Hi Noor, Ines is on the rota for May.', { tone: 'friendly' }).generatedMessage).toBe(
      'Hi Noor, Ines is on the rota for May.',
    );
  });

  it('"Please find attached" is not an ask to reword (near miss)', () => {
    const message = 'Please find attached the minutes from Monday.';
    for (const tone of TONES) expect(rewrite(message, { tone }).generatedMessage).toBe(message);
  });
});

describe('personas change structure and safety', () => {
  it('teammate-adhd: time limit first, one ask per line, numbered', () => {
    const { generatedMessage } = rewrite(
      'I need three things by noon: the signed form, the receipt and your bank details.',
      {
        persona: 'teammate-adhd',
      },
    );
    expect(generatedMessage).toBe(
      'By noon, I need three things:\n1. The signed form\n2. The receipt\n3. Your bank details',
    );
  });

  it('teammate-adhd: a need for two things said in one breath is listed, its time limit first', () => {
    const { generatedMessage } = rewrite('Hi Jo, we need the venue deposit and your guest list by Friday.', {
      persona: 'teammate-adhd',
    });
    expect(generatedMessage).toBe('Hi Jo,\nBy Friday, we need:\n1. The venue deposit\n2. Your guest list');
  });

  it('neurodivergent-client: an idiom becomes its meaning in the same tense', () => {
    const { generatedMessage } = rewrite(
      "Please don't drop the ball on the Harlow order, they're on the fence.",
      {
        persona: 'neurodivergent-client',
      },
    );
    expect(generatedMessage).toContain("don't miss it on the Harlow order");
    expect(generatedMessage).toContain('undecided');
  });

  it('manager-rsd: no why-question, no feelings about them, no "again"', () => {
    const { generatedMessage } = rewrite(
      "Why isn't the rota published? I'm really annoyed that the shifts clash again. The store opens at 8.",
      { persona: 'manager-rsd' },
    );
    expect(generatedMessage).not.toMatch(/\bwhy\b|annoyed|\bagain\b/i);
    expect(generatedMessage).toMatch(/Is the rota published\?/);
    expect(generatedMessage).toMatch(/opens at 8/);
  });

  it('friend-executive and family-adhd: ask first, greeting kept on top', () => {
    for (const persona of ['friend-executive', 'family-adhd'] as const) {
      const lines = rewrite('Hi Dan, the bins go out tonight. Can you put the green bin out?', {
        persona,
      }).generatedMessage.split('\n');
      expect(lines[0]).toBe('Hi Dan,');
      expect(lines[1]).toMatch(/^Can you put the green bin out\?/);
    }
  });

  it('neurodivergent-client: idioms become literal words', () => {
    const { generatedMessage } = rewrite("Let's touch base on Friday so we're on the same page.", {
      persona: 'neurodivergent-client',
    });
    expect(generatedMessage).toBe("Let's talk on Friday so we're in agreement.");
  });
});

describe('closings', () => {
  it('thank the reader for a request in the tone, and not in a direct tone', () => {
    expect(rewrite('Send me the file by 5pm.', { tone: 'friendly' }).generatedMessage).toMatch(/\nThanks!$/);
    expect(rewrite('Send me the file by 5pm.', { tone: 'direct' }).generatedMessage).not.toMatch(/Thank/);
  });

  it('never after a dropped insult, nor after the writer’s own sign-off', () => {
    expect(
      rewrite('You idiot, you broke the printer. Call the technician today.').generatedMessage,
    ).not.toMatch(/Thank/);
    expect(rewrite('Send me the file by 5pm.\nCheers, Ola').generatedMessage).not.toMatch(/Thank/);
  });

  it('never after a verdict on the reader’s work or a correction for next time (no-thanks-after-criticism)', () => {
    expect(rewrite('Your spreadsheet had wrong totals. Redo tab 2.').generatedMessage).not.toMatch(/Thank/);
    expect(rewrite('You talked for 15 minutes. Keep it to 5 next time.').generatedMessage).not.toMatch(
      /Thank/,
    );
    // Near miss: a negative word about a thing, not the reader, still gets its thanks.
    expect(rewrite('The fridge is broken again. Call the landlord today.').generatedMessage).toMatch(
      /\nThank you!$/,
    );
  });
});
