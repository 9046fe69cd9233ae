import type { z } from 'zod';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { isWordListsIssue } from '../../core/lists/word-lists-schema.ts';

const CATALOGUE_TEXTS = new Set<string>(Object.values(MESSAGES));

// The message a person sees for invalid input: the schema's own catalogue text (blank or
// too-long message) or, for anything else (an unknown tone, a wrong type), the generic
// "not valid" text. zod's own wording never reaches a person. A word-lists problem names the entry,
// in words built from the catalogue (src/core/lists/describe-problem.ts).
export function validationMessage(error: Pick<z.ZodError, 'issues'>): string {
  const issue = error.issues.find((each) => CATALOGUE_TEXTS.has(each.message) || isWordListsIssue(each));
  return issue?.message ?? MESSAGES.INVALID_REQUEST;
}
