import { describe, expect, it } from 'vitest';
import type { Finding } from '../../core/schemas.ts';
import { layeredSegments } from './layered-highlights.ts';

const text = 'Send it ASAP, you are late.';
const word: Finding = { ruleId: 'pressure', text: 'ASAP', start: 8, end: 12 };
const tone: Finding = { ruleId: 'command', text: 'Send it ASAP,', start: 0, end: 13, beyondSpec: true };

describe('layeredSegments', () => {
  it('keeps the word mark inside a clause mark, and marks the rest of the clause', () => {
    const runs = layeredSegments(text, [tone, word]).map((segment) => [
      segment.text,
      segment.findings[0]?.ruleId ?? null,
    ]);
    expect(runs).toEqual([
      ['Send it ', 'command'],
      ['ASAP', 'pressure'],
      [',', 'command'],
      [' you are late.', null],
    ]);
  });

  it('is the plain word highlighting without tone findings', () => {
    expect(layeredSegments(text, [word]).map((segment) => segment.text)).toEqual([
      'Send it ',
      'ASAP',
      ', you are late.',
    ]);
  });
});
