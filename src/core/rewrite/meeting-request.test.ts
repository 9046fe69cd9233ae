import { describe, expect, it } from 'vitest';
import { INTENTS, TONES, type TransformRequest } from '../schemas.ts';
import { buildRequest } from './quality.ts';
import { rewriteMessage } from './rewrite.ts';

// schedule-meeting (spec §3): the proposal is one fluent question with the message's own time, the
// agenda comes from the content without repeating the proposal, and there is room to choose.

const meeting = (text: string, overrides: Partial<TransformRequest> = {}) =>
  rewriteMessage({ ...buildRequest('schedule-meeting', text, 'supportive', 'ask', 'general'), ...overrides })
    .generatedMessage;
const agendaOf = (output: string) => output.match(/^Agenda:.*(?:\n- .*)*/m)?.[0] ?? '';

const BOARD_MEETING =
  "I need the Q3 budget spreadsheet ASAP. You were supposed to send it yesterday and now we're behind. This is critical for the board meeting on Thursday at 10am.";

describe('schedule-meeting proposals', () => {
  it('proposes the time found in the message as one fluent question', () => {
    const output = meeting(BOARD_MEETING);
    expect(output).toContain('Could we meet on Thursday at 10am?');
    expect(output).not.toMatch(/\bthe this\b|\ba this\b/i);
  });

  it('gives an agenda from the content that does not repeat the meeting line', () => {
    const agenda = agendaOf(meeting(BOARD_MEETING));
    expect(agenda).toContain('The Q3 budget spreadsheet');
    expect(agenda).not.toMatch(/board meeting|Thursday/);
  });

  it('asks for what is needed before the proposed time', () => {
    expect(meeting(BOARD_MEETING)).toContain('Before then, could I have the Q3 budget spreadsheet?');
  });

  it('never proposes a time something is only due by', () => {
    const output = meeting('We have to deliver the mockups by 5pm tomorrow. Drop everything else.');
    expect(output).toContain('Could we find a time to talk?');
    expect(output).not.toMatch(/Could we meet at 5pm/);
  });

  it('folds a lone time and a duration into the proposal, and the topic into the agenda', () => {
    const output = meeting(
      'we need a planning session for the spring fundraiser, sometime next week, 90 minutes, bring your numbers',
    );
    expect(output).toContain('Could we have a planning session sometime next week for 90 minutes?');
    expect(agendaOf(output)).toMatch(/The spring fundraiser/);
    expect(output).toMatch(/Bring your numbers/);
  });

  it('turns a lone "Tomorrow." into part of the question', () => {
    const output = meeting('We need to meet about the project. Tomorrow. Be there.');
    expect(output).toContain('Could we meet tomorrow?');
    expect(agendaOf(output)).toContain('The project');
  });

  it.each([
    ['Team retro Friday 4pm.', 'Could we have the team retro on Friday at 4pm?'],
    [
      'Meeting with Dana and Priya on Wednesday at 2:30pm.',
      'Could we meet with Dana and Priya on Wednesday at 2:30pm?',
    ],
    ['Can we talk? Call me when you see this.', 'Could we talk?'],
  ])('names a meeting without a verb as a question: "%s"', (text, question) => {
    expect(meeting(text)).toContain(question);
  });

  it('keeps a booked meeting as it is and moves its purpose to the agenda', () => {
    const output = meeting("I've scheduled a 1:1 for Monday 9am to discuss the roadmap.");
    expect(output).toContain("I've scheduled a 1:1 for Monday 9am.");
    expect(agendaOf(output)).toContain('The roadmap');
  });

  it('declines the meeting itself for say-no, with its topic and time', () => {
    const output = meeting('We need to meet about the project. Tomorrow.', { intent: 'say-no' });
    expect(output).toContain("I can't meet about the project tomorrow after all.");
    expect(output).toMatch(/another time/i);
  });

  it('leaves room to choose in one line, without a "no rush" next to the proposed time', () => {
    for (const tone of TONES)
      for (const intent of INTENTS) {
        const output = meeting('Team retro Friday 4pm.', { tone, intent });
        expect(output).toMatch(/another time/i);
        expect(output).not.toMatch(/no rush/i);
      }
  });
});
