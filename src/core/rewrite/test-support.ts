import { TransformRequestSchema } from '../schemas.ts';
import { rewriteMessage } from './rewrite.ts';

// For the rule tests: the rewrite of a message with the default options.
export const rewriteText = (originalMessage: string): string =>
  rewriteMessage(TransformRequestSchema.parse({ originalMessage })).generatedMessage;
