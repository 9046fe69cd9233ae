import { describe, expect, test } from 'vitest';
import type { WordLists } from '../lists/word-lists-model.ts';
import type { TransformRequest } from '../schemas.ts';
import { analyzeAndRewrite, analyzeMessage, rewriteOnDevice } from './on-device-engine.ts';

// The extension's panel reads the score and the first rewrite in one job that shares the message's
// parse (issue 23): each must be exactly what it is alone, whatever the message and the word lists.
const request = (originalMessage: string, extra: Partial<TransformRequest> = {}): TransformRequest => ({
  taskType: 'write-email',
  context: '',
  originalMessage,
  tone: 'supportive',
  intent: 'ask',
  persona: 'general',
  ...extra,
});

const MESSAGES = [
  'I need the report ASAP. Why did you not send it yesterday?? Fix it now.',
  'Per my last email, which you clearly didn’t read, the deck is due Friday by 5pm.',
  'Thanks so much for your help today, it really made a difference!',
  'are you mad at me? you never answer',
  '',
];

describe('analyzeAndRewrite', () => {
  test('gives the analysis and the rewrite each gives alone', () => {
    for (const message of MESSAGES) {
      const together = analyzeAndRewrite(request(message));
      expect(together.analysis).toEqual(analyzeMessage(message));
      expect(together.result).toEqual(rewriteOnDevice(request(message)));
    }
  });

  test('with word lists, as the panel passes them', () => {
    const lists: WordLists = {
      allow: ['client'],
      off: [],
      custom: [{ phrase: 'waiting', alternative: 'looking forward to it', category: 'pressure' }],
    };
    const withLists = request('Send it ASAP, the client is waiting.', { lists });
    const together = analyzeAndRewrite(withLists);
    expect(together.analysis).toEqual(analyzeMessage(withLists.originalMessage, lists));
    expect(together.result).toEqual(rewriteOnDevice(withLists));
  });
});
