import { describe, expect, it } from 'vitest';
import { repairTriggerWords } from './trigger-repair.ts';

describe('rule "demand-in-question": a demand asked about stays a question', () => {
  it.each([
    ['why do you have to make this into a stereotype ?', 'why do you make this into a stereotype ?'],
    ['Why did you need to bring that up?', 'Why did you bring that up?'],
    ["don 't you have to be getting ready", "don 't you be getting ready"],
  ])('%s', (text, repaired) => expect(repairTriggerWords(text)).toBe(repaired));
  it('near miss: a demand with no helper verb before it becomes "please"', () =>
    expect(repairTriggerWords('You have to send it by Friday.')).toBe('Please send it by Friday.'));
  it('near miss: "you must have" still looks back', () =>
    expect(repairTriggerWords('you must have missed it')).toBe('You have probably missed it'));
});
