import { describe, expect, it } from 'vitest';
import type { Finding } from '../../core/schemas.ts';
import { highlightSegments } from './highlight-segments.ts';

const finding = (start: number, end: number, ruleId = 'pressure'): Finding => ({
  ruleId,
  text: '',
  start,
  end,
});

describe('highlightSegments', () => {
  it('marks the words a finding points at and keeps the rest plain', () => {
    const text = 'Send it ASAP please';
    const segments = highlightSegments(text, [finding(8, 12)]);
    expect(segments.map((segment) => [segment.text, segment.findings.length])).toEqual([
      ['Send it ', 0],
      ['ASAP', 1],
      [' please', 0],
    ]);
  });

  it('returns the whole text as one plain run without findings', () => {
    expect(highlightSegments('calm text', [])).toEqual([{ text: 'calm text', findings: [] }]);
  });

  it('merges overlapping findings into one run that lists both', () => {
    const segments = highlightSegments('you must do it', [finding(0, 8, 'demanding'), finding(4, 8)]);
    expect(segments[0]).toMatchObject({ text: 'you must' });
    expect(segments[0]?.findings.map((f) => f.ruleId)).toEqual(['demanding', 'pressure']);
    expect(segments.map((segment) => segment.text).join('')).toBe('you must do it');
  });

  it('ignores findings outside the text, so a stale analysis never throws', () => {
    const segments = highlightSegments('short', [finding(3, 40), finding(-1, 2)]);
    expect(segments).toEqual([{ text: 'short', findings: [] }]);
  });

  it('always reassembles the original text', () => {
    const text = 'urgent: the deadline is today, you must reply immediately';
    const findings = [finding(0, 6), finding(12, 20), finding(31, 39), finding(35, 39), finding(46, 57)];
    expect(
      highlightSegments(text, findings)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
  });

  it('widens a highlight that starts or ends inside a word to the whole word', () => {
    // "too long" marks everything past a character limit, which can fall mid-word.
    const text = 'Please review the attachment today';
    const segments = highlightSegments(text, [finding(21, 30, 'too-long')]);
    expect(segments.map((segment) => segment.text)).toEqual(['Please review the ', 'attachment today']);
  });

  it('keeps punctuation next to a word outside its highlight', () => {
    const segments = highlightSegments('Do it ASAP.', [finding(6, 10)]);
    expect(segments.map((segment) => segment.text)).toEqual(['Do it ', 'ASAP', '.']);
  });
});
