import { describe, expect, it } from 'vitest';
import { findTriggerWordsWithLists } from '../lists/analyze-with-lists.ts';
import type { WordLists } from '../lists/word-lists-schema.ts';
import type { TransformRequest } from '../schemas.ts';
import { buildRequest } from './quality.ts';
import { rewriteMessage } from './rewrite.ts';

// Issue 16 in the rewriter: allowed words stay, switched-off rules' words stay, custom triggers
// are replaced by the person's own alternative.

const lists = (partial: Partial<WordLists>): WordLists => ({ allow: [], off: [], custom: [], ...partial });
const rewrite = (originalMessage: string, wordLists?: WordLists, options: Partial<TransformRequest> = {}) =>
  rewriteMessage({
    ...buildRequest('write-email', originalMessage, 'supportive', 'ask', 'general'),
    lists: wordLists,
    ...options,
  });

describe('word lists in the rewrite', () => {
  it('leaves an allowed word exactly as written', () => {
    const text = 'The deadline for the grant is 3 May.';
    expect(rewrite(text).generatedMessage).toContain('due date');
    const { generatedMessage, explanation } = rewrite(text, lists({ allow: ['deadline'] }));
    expect(generatedMessage).toBe(text);
    expect(explanation).toMatch(/already clear and kind/);
  });

  it('leaves the words of a switched-off rule alone, and still turns the order into a request', () => {
    const { generatedMessage } = rewrite('Send me the figures ASAP.', lists({ off: ['pressure'] }));
    expect(generatedMessage).toMatch(/^Could you send me the figures ASAP\?/);
  });

  it('replaces a custom trigger with the alternative, and says so', () => {
    const custom = lists({
      custom: [{ phrase: 'circle back', category: 'pressure', alternative: 'come back' }],
    });
    const { generatedMessage, explanation } = rewrite(
      "Let's circle back on the venue: it is Hall B.",
      custom,
    );
    expect(generatedMessage).toBe("Let's come back on the venue: it is Hall B.");
    expect(explanation).toMatch(/your word list/);
    expect(findTriggerWordsWithLists(generatedMessage, custom)).toEqual([]);
  });

  it('never applies lists that were not given', () => {
    expect(rewrite("Let's circle back on the venue: it is Hall B.").generatedMessage).toContain(
      'circle back',
    );
  });

  it('keeps an opener the person allows, which it would otherwise take out as a reproach', () => {
    const text = 'Per my last email, the venue is Hall B.';
    expect(rewrite(text).generatedMessage).toBe('The venue is Hall B.');
    expect(rewrite(text, lists({ allow: ['per my last email'] })).generatedMessage).toBe(text);
  });
});
