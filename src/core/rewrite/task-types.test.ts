import { describe, expect, it } from 'vitest';
import { INTENTS, PERSONAS, TONES, type TransformRequest } from '../schemas.ts';
import { fixturesOf } from './fixtures.ts';
import { buildRequest } from './quality.ts';
import { rewriteMessage } from './rewrite.ts';

// spec §3: each task type does what its title promises.

const rewrite = (taskType: string, text: string, overrides: Partial<TransformRequest> = {}) =>
  rewriteMessage({ ...buildRequest(taskType, text, 'supportive', 'ask', 'general'), ...overrides })
    .generatedMessage;

// Every tone × intent × persona combination for one message.
function* everyOption(taskType: string, text: string) {
  for (const tone of TONES)
    for (const intent of INTENTS)
      for (const persona of PERSONAS) yield rewrite(taskType, text, { tone, intent, persona });
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim().length > 0);

describe('write-email', () => {
  it('greets, asks first and lists several asks as a short list', () => {
    const text = 'You need to update the wiki before Friday. Fix the broken links first.';
    const output = lines(rewrite('write-email', text));
    expect(output[0]).toMatch(/^Hi\b/);
    expect(output).toContain('- Update the wiki before Friday');
    expect(output).toContain('- Fix the broken links first');
  });

  it('greets the person the original named', () => {
    expect(rewrite('write-email', 'Hi Marta, send me the slides now.')).toMatch(/^Hi Marta,/);
  });
});

describe('schedule-meeting', () => {
  for (const fixture of fixturesOf('schedule-meeting')) {
    it(`${fixture.id}: proposes a meeting (or declines it for say-no) and leaves room to choose`, () => {
      for (const tone of TONES)
        for (const intent of INTENTS)
          for (const persona of PERSONAS) {
            const output = rewrite('schedule-meeting', fixture.text, { tone, intent, persona });
            expect(output).toMatch(/another time/i);
            if (intent === 'say-no') expect(output).toMatch(/I can't/);
            else expect(output).toMatch(/^(?:Could we|I've scheduled)\b.*\?$/m);
          }
    });
  }

  it('keeps the proposed time in the proposal line and gives an agenda', () => {
    const output = rewrite(
      'schedule-meeting',
      'We need to talk about the Q4 roadmap with Omar. Thursday 3:30pm.',
    );
    expect(output).toContain('Could we talk with Omar on Thursday at 3:30pm?');
    expect(output).toMatch(/^Agenda:(?:\n- | )The Q4 roadmap/m);
  });
});

describe('step-away-notice', () => {
  it('says when the writer is back and who covers, when the original says so', () => {
    const output = rewrite(
      'step-away-notice',
      "I'm off from 12 August until 19 August. Ask Lucia Gomez if anything comes up.",
    );
    expect(output).toContain('19 August');
    expect(output).toContain('Lucia Gomez can help');
  });

  it('invents no return date or cover person', () => {
    const output = rewrite('step-away-notice', "I'm out. Figure it out yourselves.");
    expect(output).toContain("I'll let you know when I'm back.");
    expect(output).not.toMatch(/\[|\d/);
  });
});

describe('gentle-followup', () => {
  it('restates the ask as a follow-up without blame', () => {
    const output = rewrite(
      'gentle-followup',
      "Why haven't you sent the deck? I asked on Monday. What is going on?",
    );
    expect(output).toMatch(/gentle follow-up/i);
    expect(output).toContain('Could you send the deck?');
    expect(output).toContain('Monday');
    expect(output).not.toMatch(/why haven't you|going on/i);
  });
});

describe('realtime-phrases', () => {
  for (const fixture of fixturesOf('realtime-phrases')) {
    it(`${fixture.id}: gives 2 to 4 short lines, with no greeting`, () => {
      for (const output of everyOption('realtime-phrases', fixture.text)) {
        const phraseLines = lines(output);
        expect(phraseLines.length).toBeGreaterThanOrEqual(2);
        expect(phraseLines.length).toBeLessThanOrEqual(4);
        expect(phraseLines[0]).not.toMatch(/^(?:Hi|Hey|Hello)\b/);
      }
    });
  }
});

describe('clarify-message', () => {
  for (const fixture of fixturesOf('clarify-message')) {
    it(`${fixture.id}: asks exactly one question`, () => {
      for (const output of everyOption('clarify-message', fixture.text)) {
        expect(output.match(/\?/g)).toHaveLength(1);
      }
    });
  }

  it('asks about the unclear word itself', () => {
    expect(rewrite('clarify-message', "What do you mean 'later'? Be specific.")).toContain(
      "When you say 'later', what exactly do you have in mind?",
    );
  });
});

describe('repair-misunderstanding', () => {
  it('acknowledges, clarifies and moves on without blame', () => {
    const output = rewrite(
      'repair-misunderstanding',
      'You got it totally wrong. I said the launch moves to 6 June. Stop spreading that.',
    );
    expect(output).toMatch(/understood this differently/);
    expect(output).toContain('To clarify: I said the launch moves to 6 June.');
    expect(output).toMatch(/move forward/i);
    expect(output).not.toMatch(/wrong|stop spreading/i);
  });
});

describe('compose-from-notes', () => {
  for (const fixture of fixturesOf('compose-from-notes')) {
    it(`${fixture.id}: a summary line, a short list and exactly one next step`, () => {
      for (const output of everyOption('compose-from-notes', fixture.text)) {
        expect(output).toMatch(/summary/i);
        expect(lines(output).filter((line) => line.startsWith('- ')).length).toBeGreaterThanOrEqual(2);
        expect(output.match(/next step|first step|what i am asking/gi)).toHaveLength(1);
      }
    });
  }
});

describe('an unknown task type', () => {
  it('gets the generic transform: main point first, no greeting', () => {
    const output = rewrite('office-request', 'Fix the printer now. It is broken again.');
    expect(output).not.toMatch(/^(?:Hi|Hey|Hello)\b/);
    expect(output).toContain('Could you fix the printer?');
  });
});
