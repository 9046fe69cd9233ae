import { describe, expect, it } from 'vitest';
import { rewriteWith } from '../option-case-support.ts';
import { judgementOf, slipOf, stateOf } from './realtime-frames.ts';

const phrases = (text: string, tone: 'supportive' | 'friendly' | 'direct' | 'reassuring' = 'supportive') =>
  rewriteWith(text, { taskType: 'realtime-phrases', tone }).generatedMessage.split('\n');

describe('rule "slip-lines": the speaker owns their own slip', () => {
  it('first line owns what the message says happened, in its own words', () => {
    const lines = phrases('My flatmate is annoyed that I forgot to pay the electricity bill.');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines[0]).toMatch(/sorry, I forgot to pay the electricity bill/i);
    expect(lines.join(' ')).toMatch(/electricity bill/);
    expect(lines.join(' ')).not.toMatch(/where the electricity bill stands/);
  });
  it.each([
    'The team lead asked why the release notes are late.',
    'You forgot the keys again.',
    'I sent the invoice yesterday.',
  ])('near miss: %s has no slip of the speaker', (text) => expect(slipOf([text])).toBeNull());
});

describe('rule "judged-subject-lines": work judged gets a clarifying question in its own word', () => {
  it('asks which part', () => {
    const lines = phrases('My boss said in the review that my report on the warehouse audit is vague.');
    expect(lines[0]).toMatch(/^- Which part of .*audit is vague\?$/);
  });
  it.each([
    ['the release notes are late', 'the release notes'],
    ['the checkout page is live', 'the checkout page'],
  ])('near miss: "%s" is no judgement', (text, subject) => expect(judgementOf([text], subject)).toBeNull());
});

describe('rule "state-lines": where the thing stands, said back in the message\'s words', () => {
  it('first line states it, second asks time for a real answer', () => {
    const lines = phrases('The client just asked on the call why the site map is overdue.');
    expect(lines[0]).toBe('- I know the site map is overdue.');
    expect(lines[1]).toMatch(/realistic time for the site map/);
    expect(lines.length).toBeGreaterThanOrEqual(3);
  });
  it.each([
    ['the site map is ready', 'the site map'],
    ['the site map is confusing', 'the site map'],
    ['the invoice is late', 'the site map'],
  ])('near miss: "%s" gives no state for %s', (text, subject) => expect(stateOf([text], subject)).toBeNull());
});
