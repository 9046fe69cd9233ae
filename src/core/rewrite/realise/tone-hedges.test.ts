import { describe, expect, it } from 'vitest';
import { rewriteWith } from './option-case-support.ts';

// Tones reword the ask itself (issue 22). Messages written for these tests.
type Tone = 'supportive' | 'friendly' | 'direct' | 'reassuring';
const toned = (text: string, tone: Tone) => rewriteWith(text, { tone }).generatedMessage;

describe('rule "direct-drops-hedges": one plain ask, no hedges', () => {
  it('four hedges around one ask go', () =>
    expect(
      toned(
        'I just wanted to maybe check if you could possibly send the photos when you get a chance?',
        'direct',
      ),
    ).toBe('Please send the photos.'));
  it('"I was hoping you could" is the plain frame; the limit stays', () =>
    expect(toned('I was hoping you could look over my cover letter before Friday.', 'direct')).toBe(
      'Please look over my cover letter before Friday.',
    ));
  it('near miss: a real time after "when you" stays', () =>
    expect(toned('Could you maybe call me when you get to the station?', 'direct')).toBe(
      'Please call me when you get to the station.',
    ));
  it('near miss: the writer\'s own act ("I wanted to check the figures") asks nothing of the reader', () =>
    expect(toned('I just wanted to check the figures before I send them.', 'direct')).not.toMatch(/Please/));
});

describe("a hedge never sits inside the tone's frame", () => {
  it.each([
    ['friendly', 'Can you send the photos when you get a chance?'],
    ['reassuring', 'Would you be able to send the photos when you get a chance?'],
  ] as const)('%s', (tone, said) =>
    expect(toned('Could you possibly send the photos when you get a chance?', tone)).toBe(said),
  );
  it('the four tones give at least three different texts', () => {
    const texts = (['supportive', 'friendly', 'direct', 'reassuring'] as const).map((tone) =>
      toned('Could you possibly send the photos when you get a chance?', tone),
    );
    expect(new Set(texts).size).toBeGreaterThanOrEqual(3);
  });
});
