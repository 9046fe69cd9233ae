import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "envy-keeps-its-grievance": envy goes, the burden it names is told plainly', () => {
  it('"Must be nice to … while the rest of us …" keeps the burden', () =>
    expect(
      rewriteText('Must be nice to skip standup every day while the rest of us take your tickets.'),
    ).toBe('The rest of us take your tickets while you skip standup every day.'));
  it.each(['It must be nice to have a garden!', 'Must be nice to be so relaxed.'])(
    'near miss: %s names no burden, and is not retold',
    (text) => expect(rewriteText(text)).not.toMatch(/while you/),
  );
});
