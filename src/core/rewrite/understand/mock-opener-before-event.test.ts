import { describe, expect, it } from 'vitest';
import { rewritesTo, rewriteText } from '../test-support.ts';

describe('rules "mock-opener-before-event" and "sarcasm-keeps-its-event": a mocked event stays', () => {
  rewritesTo([
    [
      'Oh great, you lost the spare key again. It was the only one.',
      'The spare key was lost. It was the only one.',
    ],
    ['Wow, you broke the kettle again. Brilliant.', 'The kettle was broken.'],
  ]);
  it('near miss: "Great, you fixed the printer." praises, and is left as written', () =>
    expect(rewriteText('Great, you fixed the printer.')).toBe('Great, you fixed the printer.'));
});
