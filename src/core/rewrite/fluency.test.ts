import { describe, expect, it } from 'vitest';
import { PERSONAS, TONES, type TransformRequest } from '../schemas.ts';
import { buildRequest } from './quality.ts';
import { rewriteMessage } from './rewrite.ts';

// Glitches a careful reader would notice: lower-case "i", names left inside sentences, a timing line
// with no time in sight, an odd "About:" line, filler next to the real context, repeated words.

const rewrite = (text: string, overrides: Partial<TransformRequest> = {}, taskType = 'write-email') =>
  rewriteMessage({ ...buildRequest(taskType, text, 'supportive', 'ask', 'general'), ...overrides })
    .generatedMessage;

const TIMING_CHOICE = /that timing|that time does not work/i;

describe('the close fits the timing of the message', () => {
  it('offers no timing choice when no time was proposed', () => {
    for (const tone of TONES)
      for (const persona of PERSONAS) {
        const text =
          'Send me the invoice numbers for March and April right away. I asked about them on Monday.';
        expect(rewrite(text, { tone, persona })).not.toMatch(TIMING_CHOICE);
      }
  });

  it('leaves room to change a time the ask proposes, without a "no rush" next to it', () => {
    const text =
      'You need to update the onboarding docs by Friday. New hires keep getting confused by the old setup section.';
    for (const tone of TONES) {
      const output = rewrite(text, { tone });
      expect(output).toMatch(/that timing|what works/i);
      expect(output).not.toMatch(/no rush/i);
    }
    expect(rewrite('You need to update the docs by Friday.')).not.toMatch(/no rush/i);
  });

  it('says no "no rush" next to a date that something is due', () => {
    for (const tone of TONES) {
      const output = rewrite("Kids' school forms are due tomorrow and you still haven't signed them.", {
        tone,
      });
      expect(output).not.toMatch(/no rush/i);
      expect(output).not.toMatch(TIMING_CHOICE);
      expect(output).toMatch(/no pressure/i);
    }
  });
});

describe('lower-cased and noisy text', () => {
  it('capitalises "I", days and months', () => {
    const output = rewrite('please please answer me, i need to know about october 7 and monday .');
    expect(output).toContain('Please answer me, I need to know about October 7 and Monday.');
  });

  it('signs with a name run into the last sentence', () => {
    const output = rewrite('let me know and i will get reservations.-dad');
    expect(output).toContain("Could you let me know? Then I'll get reservations.");
    expect(output).toMatch(/\nDad$/);
    expect(rewrite('please let me know who i need to talk to thanks jake')).toMatch(
      /Please let me know who I need to talk to\.[\s\S]*\nJake$/,
    );
  });

  it('greets a name the message ends with, and never a contraction', () => {
    expect(rewrite('give me a call to discuss , dan')).toMatch(
      /^Hi Dan,\nCould you give me a call to discuss\?/,
    );
    expect(rewrite("let 's do the show and then dinner .")).toMatch(
      /^Hi,\nCould we do the show and then dinner\?/,
    );
    expect(rewrite('sara does this work for you ?')).toMatch(/^Hi Sara,\nDoes this work for you\?/);
  });

  it('keeps a bare verb with the ask it shares instead of a one-word list item', () => {
    expect(rewrite('please review asap and let me and kevin know if you have any concerns .')).toContain(
      'Please review and let me and kevin know if you have any concerns.',
    );
  });

  it('keeps meaning the calm wording used to break', () => {
    expect(rewrite("let 's hold off for now .")).toContain('Could we hold off for now?');
    expect(rewrite('please bookout this deal with 536977 .')).toContain('this deal with 536977');
    expect(rewrite('call me if this is a problem .')).toContain('Could you call me if this is tricky?');
    expect(rewrite('ok , let me try to catch up here .')).toContain('Let me try to catch up here.');
    expect(rewrite('please check on metromedia energy ,')).toContain('Please check on metromedia energy.');
  });

  it('drops a connector that says nothing ("also .....")', () => {
    expect(rewrite('can you explain a bit more about how those two coexist ? also .....')).not.toMatch(
      /^Also\.$/m,
    );
  });
});

describe('wording that reads like a person wrote it', () => {
  it('continues in lower case after "For context:" and adds no second context line', () => {
    const output = rewrite(
      'I need the Q3 budget spreadsheet ASAP. You were supposed to send it yesterday. This is critical for Thursday at 10am.',
    );
    expect(output).toContain('For context: the plan was to send it yesterday.');
    expect(output).not.toMatch(/more context/i);
  });

  it('say-no says what it declines in a sentence, not an "About:" line', () => {
    const output = rewrite('Send me the invoice numbers for March and April right away.', {
      intent: 'say-no',
    });
    expect(output).not.toMatch(/^About:/m);
    expect(output).toContain("I can't send you the invoice numbers for March and April right now.");
  });

  it('puts the step the original calls "first" first, without saying "first" twice', () => {
    const text = 'You need to update the onboarding docs before Friday. Fix the setup section first.';
    expect(rewrite(text, { persona: 'teammate-adhd' })).toMatch(
      /^First step: Fix the setup section\.\nThen:\n- Update the onboarding docs before Friday$/m,
    );
  });

  it('opens with the original’s own "following up on …" instead of listing it as background', () => {
    const output = rewrite('Following up AGAIN on the contract. I need your signature now.');
    expect(output).toContain("I'm following up on the contract.");
    expect(output).not.toMatch(/context: following up/i);
  });

  it('offers a next step when the original only blamed', () => {
    expect(
      rewrite("I'm really disappointed. There were errors on every slide. We have to do better."),
    ).toContain('Could we look at this together when you have a moment?');
  });

  it('an away notice asks for no reply instead of "no rush, whenever you can"', () => {
    const output = rewrite('Sick today. Not checking messages. Back Wednesday.', {}, 'step-away-notice');
    expect(output).toMatch(/No need to reply|no rush/i);
    expect(output).not.toMatch(/whenever you can|more context/i);
  });

  it('shows the persona in real-time phrases too', () => {
    const phrases = (persona: (typeof PERSONAS)[number]) =>
      rewrite('Stop interrupting me and let me finish.', { persona }, 'realtime-phrases');
    expect(new Set(PERSONAS.map(phrases)).size).toBe(PERSONAS.length);
  });
});

// The product's own example: a blaming clause after a comma is background, not part of the ask.
describe('an ask followed by a blaming clause', () => {
  const sentencesOf = (text: string) => text.split(/\n|(?<=[.?!])\s+/).filter((line) => line !== '');
  const cases = [
    ['I need this ASAP, you were supposed to send it yesterday', 'Could I have this?', 'yesterday'],
    ['I need the report ASAP, you were supposed to send it on Monday.', 'Could I have the report?', 'Monday'],
    [
      "Send me the slides now, you said you'd have them done by Friday.",
      'Could you send me the slides?',
      'Friday',
    ],
    ['I need your answer today, you promised it last week.', 'Could I have your answer today?', 'last week'],
  ] as const;

  it.each(cases)('"%s" keeps the ask and the fact as separate sentences', (text, ask, fact) => {
    const sentences = sentencesOf(rewrite(text));
    expect(sentences).toContain(ask);
    const factSentences = sentences.filter((line) => line.includes(fact));
    expect(factSentences).toHaveLength(1);
    expect(factSentences[0]).toMatch(/^For context: (?:the plan was|it was planned)\b.*\.$/);
    expect(rewrite(text)).not.toMatch(/\basap\b|\bnow\b|supposed|promised|you said/i);
  });

  it('keeps them apart in every task type', () => {
    const tasks = [
      'gentle-followup',
      'schedule-meeting',
      'realtime-phrases',
      'clarify-message',
      'repair-misunderstanding',
      'compose-from-notes',
    ];
    for (const task of tasks) {
      const sentences = sentencesOf(rewrite(cases[0][0], {}, task));
      const factSentences = sentences.filter((line) => line.includes('yesterday'));
      expect(factSentences, task).toHaveLength(1);
      expect(factSentences[0], task).toMatch(/the plan was to send it yesterday\.?$/i);
      expect(factSentences[0], task).not.toMatch(/\?$|could i have/i);
    }
  });
});
