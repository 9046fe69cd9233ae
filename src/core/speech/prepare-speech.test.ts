import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareSpeech } from './prepare-speech.ts';
import { predictedDurationSeconds, renderElevenLabsText, renderPlainText } from './render-speech.ts';
import type { SpeechPart } from './speech-parts.ts';

const t = (text: string): SpeechPart => ({ kind: 'text', text });
const p = (seconds: number): SpeechPart => ({ kind: 'pause', seconds });

describe('pauses (spec §9)', () => {
  it.each<[string, string, SpeechPart[]]>([
    ['0.5 s after a sentence', 'One. Two', [t('One.'), p(0.5), t('Two')]],
    ['0.5 s after a question', 'One? Two', [t('One?'), p(0.5), t('Two')]],
    ['0.3 s after an exclamation', 'One! Two', [t('One!'), p(0.3), t('Two')]],
    ['0.4 s at a newline', 'One\nTwo', [t('One'), p(0.4), t('Two')]],
    ['1.0 s at a blank line', 'One\n\nTwo', [t('One'), p(1), t('Two')]],
    ['1.0 s at several blank lines (CRLF)', 'One\r\n \r\n\r\nTwo', [t('One'), p(1), t('Two')]],
    [
      '0.3 s after an inline bullet item',
      'Agenda: • budget • hiring',
      [t('Agenda:'), p(0.3), t('budget'), p(0.3), t('hiring')],
    ],
    ['the longer pause where a sentence ends a line', 'One.\nTwo', [t('One.'), p(0.5), t('Two')]],
    ['the newline over an exclamation', 'One!\nTwo', [t('One!'), p(0.4), t('Two')]],
    ['the blank line over a sentence end', 'One.\n\nTwo', [t('One.'), p(1), t('Two')]],
    ['the newline over a bullet item', '- One\n- Two', [t('One'), p(0.4), t('Two')]],
    ['a question-exclamation counts as a question', 'Really?! Yes', [t('Really?!'), p(0.5), t('Yes')]],
    ['no pause inside a number or a domain', 'Pay 3.5 at example.com now', [t('Pay 3.5 at example.com now')]],
    ['no leading or trailing pause', '\n\n  One.  \n\n', [t('One.')]],
    ['nothing for blank text', ' \n\t ', []],
  ])('%s', (_label, text, parts) => {
    expect(prepareSpeech(text)).toEqual(parts);
  });
});

describe('markers are not spoken', () => {
  it.each([
    ['**bold** and __bold__', 'bold and bold'],
    ['*italic* and _italic_', 'italic and italic'],
    ['a **bold _mix_** here', 'a bold mix here'],
    ['snake_case_name and 5 * 3 stay', 'snake_case_name and 5 * 3 stay'],
    ['- dash item', 'dash item'],
    ['* star item', 'star item'],
    ['• dot item', 'dot item'],
    ['1. numbered item', 'numbered item'],
    ['12) numbered item', 'numbered item'],
  ])('%j → %j', (text, spoken) => {
    expect(renderPlainText(prepareSpeech(text))).toBe(spoken);
  });
});

describe('rendering', () => {
  const parts = prepareSpeech('Hi **Sam**!\n\nCould you:\n- check the draft.\n- send it when you can?');

  it('renders ElevenLabs break tags', () => {
    expect(renderElevenLabsText(parts)).toBe(
      'Hi Sam! <break time="1.0s" /> Could you: <break time="0.4s" /> check the draft. <break time="0.5s" /> send it when you can?',
    );
  });

  it("drops the user's own markup so only our pauses reach the provider", () => {
    expect(renderElevenLabsText(prepareSpeech('Wait <break time="3s"/> here'))).toBe(
      'Wait break time="3s"/ here',
    );
  });

  it('predicts the duration as the pauses plus the words at the speaking rate', () => {
    // 12 words at 120 words per minute = 6.0 s, plus 1.0 + 0.4 + 0.5 s of pauses
    expect(predictedDurationSeconds(parts, 120)).toBeCloseTo(7.9, 6);
  });
});

describe('any text', () => {
  it('alternates text and pause, never starts or ends with a pause, never has empty text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', ' ', '.', '!', '?', '\n', '- ', '•', '*', '_', '1. ') }),
        (text) => {
          const result = prepareSpeech(text);
          result.forEach((part, index) => {
            if (part.kind === 'text') expect(part.text.trim()).not.toBe('');
            else expect(index > 0 && index < result.length - 1).toBe(true);
            if (index > 0) expect(result[index - 1]?.kind).not.toBe(part.kind);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
