import { describe, expect, it } from 'vitest';
import { analyze } from '../../core/analysis/analyze.ts';
import { hasNothingToRewrite } from './nothing-to-rewrite.ts';

const check = (text: string) => hasNothingToRewrite(text, analyze(text));

describe('hasNothingToRewrite', () => {
  it.each(['ok', 'OK!', '👍🙂', '?!...', '   —  ', 'Thanks!'])('%j has nothing to rewrite', (text) => {
    expect(check(text)).toBe(true);
  });

  it.each(['Need it ASAP', 'ASAP', 'Send me the report today please', 'Why is this late?'])(
    '%j can be rewritten',
    (text) => {
      expect(check(text)).toBe(false);
    },
  );
});
