import { describe, expect, it } from 'vitest';
import { literalWording } from './literal-idioms.ts';
import { rewriteWith } from './option-case-support.ts';

// neurodivergent-client: work talk said in the plain words it stands for (issue 22).
describe('work idioms in literal words', () => {
  it.each([
    ['Could you take a stab at the first draft?', 'Could you attempt the first draft?'],
    ['The client moved the goalposts.', 'The client changed the requirements.'],
    ['We need to think outside the box.', 'We need to think of new ideas.'],
    ['Drop me a line on Monday.', 'Write to me on Monday.'],
    ['Sit tight until Friday.', 'Wait until Friday.'],
    ["Let's knock out the migration.", "Let's finish the migration."],
    ["Don't sweat the small stuff.", "Don't worry about small details."],
    ["It's no big deal if it slips.", "It's fine if it slips."],
    ['The invoice is in the pipeline.', 'The invoice is in progress.'],
  ])('%s', (text, plain) => expect(literalWording(text)).toBe(plain));
  it.each([
    'I was knocked out by the flu.',
    'The pipeline team meets on Monday.',
    'Please sit at the front.',
    'Drop the parcel at reception.',
  ])('near miss: %s stays', (text) => expect(literalWording(text)).toBe(text));
  it('in a message, with the persona', () =>
    expect(
      rewriteWith('The invoice is in the pipeline. Sit tight and I will reply by Friday.', {
        persona: 'neurodivergent-client',
      }).generatedMessage,
    ).not.toMatch(/pipeline|sit tight/i));
});
