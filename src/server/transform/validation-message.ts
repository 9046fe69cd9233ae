import type { z } from 'zod';
import { MESSAGES } from '../../core/catalog/messages.ts';

const CATALOGUE_TEXTS = new Set<string>(Object.values(MESSAGES));

// The message a person sees for invalid input: the schema's own catalogue text (blank or
// too-long message) or, for anything else (an unknown tone, a wrong type), the generic
// "not valid" text. zod's own wording never reaches a person.
export function validationMessage(error: Pick<z.ZodError, 'issues'>): string {
  const message = error.issues.map((issue) => issue.message).find((text) => CATALOGUE_TEXTS.has(text));
  return message ?? MESSAGES.INVALID_REQUEST;
}
