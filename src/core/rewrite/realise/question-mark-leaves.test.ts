import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "question-mark-leaves-with-its-question": a statement left alone ends with a full stop', () => {
  it.each([
    ['This essay is a muddle, did you even reread it?', 'This essay is a muddle'],
    ['The bins are overflowing, who even does this?', 'The bins are overflowing'],
  ])('%s', (text, kept) => {
    const out = rewriteText(text);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(/\?/);
  });
  it.each([
    "You're coming to the barbecue tomorrow?",
    'The shed is open, can you lock it?',
    'So the dentist moved to Thursday?',
  ])('near miss: %s still asks, and keeps its mark', (text) => expect(rewriteText(text)).toMatch(/\?$/));
});
