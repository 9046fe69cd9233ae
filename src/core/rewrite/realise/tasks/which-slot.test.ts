import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';

const schedule = (text: string, tone: 'supportive' | 'friendly' | 'direct' | 'reassuring' = 'supportive') =>
  rewriteWith(text, { taskType: 'schedule-meeting', tone });

describe('rule "choice-of-slots": a heading and times to choose from offer a meeting', () => {
  it.each(['Board prep: Monday 9am or Tuesday 4pm.', 'Onboarding walkthrough – Wed 10:30am or Thu 2pm.'])(
    '%s ends in one question asking which works',
    (text) => {
      const { generatedMessage, explanation } = schedule(text);
      expect(generatedMessage.match(/\?/g)).toHaveLength(1);
      expect(generatedMessage.trim()).toMatch(/^.*\n?Which [^?]*\?$/s);
      expect(explanation).toMatch(/which of the times/i);
      expect(explanation).not.toMatch(/ordering/);
    },
  );
  it.each(['The pharmacy closes at 5pm or 6pm.', 'The parcel comes Tuesday or Wednesday.'])(
    'near miss: %s gets no question',
    (text) => expect(schedule(text).generatedMessage).not.toMatch(/\?/),
  );
});

describe('rule "which-slot": several times are a choice, asked once', () => {
  it('points back at the times instead of listing them again', () => {
    const { generatedMessage } = schedule('Planning session: Monday 10am or Thursday 3pm, room 12.');
    expect(generatedMessage.match(/Monday 10am/g)).toHaveLength(1);
    expect(generatedMessage).toMatch(/Which [^?]*\?$/);
  });
  it('words the question in the tone', () => {
    const texts = (['supportive', 'friendly', 'direct', 'reassuring'] as const).map(
      (tone) => schedule('Demo dry run: Monday 10am or Thursday 3pm.', tone).generatedMessage,
    );
    expect(new Set(texts).size).toBeGreaterThanOrEqual(3);
  });
  it('near miss: one time stays a yes/no question', () =>
    expect(schedule('Team lunch Friday at 1pm.').generatedMessage).toMatch(
      /Would Friday at 1pm work for you\?/,
    ));
});

describe('rule "meeting-heading-is-no-command": "Budget sync Tuesday 11am" is a notice', () => {
  it('keeps the heading as typed and asks about the time', () => {
    const { generatedMessage } = schedule('Roadmap sync Tuesday 11am in room 4.');
    expect(generatedMessage).toMatch(/^Roadmap sync Tuesday 11am in room 4\./);
    expect(generatedMessage).not.toMatch(/Could you roadmap/i);
  });
  it('near miss: "Call me Tuesday at 3" is still an ask', () =>
    expect(schedule('Call me Tuesday at 3.').generatedMessage).toMatch(/call me Tuesday at 3\?/));
});

describe('rule "task-worded-in-tone": no "the tone changed nothing" when the question is in the tone', () => {
  it('schedule-meeting', () =>
    expect(schedule('Demo dry run: Monday 10am or Thursday 3pm.', 'friendly').explanation).not.toMatch(
      /friendly tone changed nothing/,
    ));
  it('near miss: another task still says so', () =>
    expect(
      rewriteWith('The van is parked outside.', { tone: 'friendly', taskType: 'write-email' }).explanation ??
        '',
    ).toMatch(/friendly|casual|“!”/));
});

describe("the explanation drops the editor's request note when the task undid every request", () => {
  it('heading and order to attend', () =>
    expect(schedule('Roadmap sync Tuesday 11am in room 4. Be on time.').explanation).not.toMatch(
      /into a request/,
    ));
  it('near miss: a request that stays keeps its note', () =>
    expect(
      schedule('Roadmap sync Tuesday 11am in room 4. Be on time. Bring the mockups.').explanation,
    ).toMatch(/into a request/));
});
