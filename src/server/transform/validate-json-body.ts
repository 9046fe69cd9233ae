import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';
import { AppError } from '../http/app-error.ts';
import { validationMessage } from './validation-message.ts';

// Validates a JSON body with a shared core schema; a failure answers 400 `{error, code}`.
export function validateJsonBody<Schema extends ZodType>(schema: Schema) {
  return zValidator('json', schema, (result) => {
    if (!result.success) throw AppError.invalidRequest(validationMessage(result.error));
  });
}
