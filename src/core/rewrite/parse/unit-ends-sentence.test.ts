import { describe, expect, it } from 'vitest';
import { tokenizeSentences } from './tokens.ts';

const sentences = (text: string) =>
  tokenizeSentences(text).map((tokens) => tokens.map((t) => t.text).join(' '));

describe('rule "unit-ends-sentence": a unit after a number, a full stop and a capital end the sentence', () => {
  it.each([
    ["I waited at the café for 45 min. If you're going to cancel, text me.", 2],
    ['The drive is 40 km. Tom will meet you there.', 2],
  ])('%s is %i sentences', (text, count) => expect(sentences(text)).toHaveLength(count));
  it.each(['Ask Dr. Smith about it.', 'We waited 5 min. later than planned.'])(
    'near miss: %s is one sentence',
    (text) => expect(sentences(text)).toHaveLength(1),
  );
});
