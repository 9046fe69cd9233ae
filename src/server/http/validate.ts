import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

// zod validation for thin routes: a failure is a 400 with the first issue's catalogue message.
export function validate<T extends keyof ValidationTargets, S extends z.ZodType>(target: T, schema: S) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw AppError.invalidRequest(result.error.issues[0]?.message);
  });
}
