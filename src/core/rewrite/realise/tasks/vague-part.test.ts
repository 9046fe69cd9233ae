import { describe, expect, it } from 'vitest';
import { TransformRequestSchema } from '../../../schemas.ts';
import { rewriteMessage } from '../../rewrite.ts';

const clarify = (originalMessage: string) =>
  rewriteMessage(TransformRequestSchema.parse({ originalMessage, taskType: 'clarify-message' }))
    .generatedMessage;

describe('rule "vague-part-question": a vague request becomes one question about its vague part', () => {
  it.each([
    [
      'Could you deal with the stuff from the old storeroom?',
      'Which stuff from the old storeroom do you want me to deal with?',
    ],
    ['Please sort it before lunch.', 'What do you want me to sort before lunch?'],
    ['Make the poster nicer for the fair.', 'What should I change to make the poster nicer for the fair?'],
    [
      'We need to answer the tax letter, or the other one.',
      'Which other one do you mean, besides the tax letter?',
    ],
  ])('%s', (text, question) => expect(clarify(text)).toBe(question));

  it('keeps a greeting first, the question going on from it', () =>
    expect(clarify('Hey Mia, can you look at that thing in the garage?')).toBe(
      'Hey Mia, which thing in the garage do you want me to look at?',
    ));

  it.each([
    // Names everything it asks for.
    'Could you book the blue van for Saturday?',
    // "it" points at the sentence before.
    'The boiler is leaking. Please check it tonight.',
    // Says what is fine, asks nothing.
    'The poster looks better now.',
  ])('near miss: %s stays as written', (text) => expect(clarify(text)).toBe(text));
});
