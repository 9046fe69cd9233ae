import { expect, it } from 'vitest';
import { TransformRequestSchema } from '../schemas.ts';
import { rewriteMessage } from './rewrite.ts';

// For the rule tests: the rewrite of a message with the default options.
export const rewriteText = (originalMessage: string): string =>
  rewriteMessage(TransformRequestSchema.parse({ originalMessage })).generatedMessage;

// A rule's positive cases: each message with the rewrite it must get. `title` names each test
// (%s is the message).
export const rewritesTo = (cases: ReadonlyArray<[string, string]>, title = '%s') =>
  it.each(cases)(title, (text, expected) => expect(rewriteText(text)).toBe(expected));

// A rule's near misses: messages that look like its cases but must come back exactly as written.
export const leavesAsWritten = (texts: readonly string[], title = 'near miss: %s is left as written') =>
  it.each(texts)(title, (text) => expect(rewriteText(text)).toBe(text));
