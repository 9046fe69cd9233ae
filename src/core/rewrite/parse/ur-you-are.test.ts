import { describe, expect, it } from 'vitest';
import { tokenizeSentences } from './tokens.ts';

const normals = (text: string) => (tokenizeSentences(text)[0] ?? []).map((token) => token.normal);

describe('rule "ur-before-a-state": "ur" before how someone is reads "you are"', () => {
  it.each(['ur so annoying', 'ur late again', 'ur not listening'])('%s reads "you are"', (text) =>
    expect(normals(text).slice(0, 2)).toEqual(['you', 'are']),
  );
  it.each([
    'can u pick up milk on ur way home',
    'its ur own fault',
    'ur mum called',
    'i fixed ur bad spelling',
  ])('near miss: %s keeps "your"', (text) => expect(normals(text)).toContain('your'));
  it('the text is written back as typed', () =>
    expect(
      tokenizeSentences('ur so late')[0]
        ?.map((token) => token.pre + token.text + token.post)
        .join(''),
    ).toBe('ur so late'));
});
