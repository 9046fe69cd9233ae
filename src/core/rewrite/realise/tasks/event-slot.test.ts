import { describe, expect, it } from 'vitest';
import { findTimeReferences } from '../../understand/time-references.ts';
import { rewriteWith } from '../option-case-support.ts';
import { joinEventSlots } from './event-slot.ts';

const slotsOf = (text: string) => joinEventSlots(text, findTimeReferences(text));
const schedule = (text: string) => rewriteWith(text, { taskType: 'schedule-meeting' });

describe('rule "event-slot": a time and a day of one event are one slot', () => {
  it('"Dinner at 7 at Luigi\'s on Friday" is asked as one time', () => {
    const { generatedMessage, explanation } = schedule("Dinner at 7 at Luigi's on Friday.");
    expect(generatedMessage).toMatch(/Would Friday at 7 work for you\?$/);
    expect(explanation).not.toMatch(/7 or Friday/);
  });
  it.each(['Standup at 9:30 in room 4 on Monday.', 'Drinks at 6pm by the canal on Thursday.'])(
    '%s: one slot',
    (text) => expect(slotsOf(text)).toHaveLength(1),
  );
  it.each([
    'Can we meet Tuesday at 3 or Wednesday at 10?',
    'Team sync Monday or at 2pm.',
    'Lunch meeting at 1pm. Also free on Thursday.',
    'Offsite on Monday and on Tuesday.',
  ])('near miss: %s keeps two slots', (text) => expect(slotsOf(text)).toHaveLength(2));
});
