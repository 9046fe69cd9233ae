import { describe, expect, it } from 'vitest';
import { SignUpSchema } from '../../../core/account.ts';
import { MESSAGES } from '../../../core/catalog/messages.ts';
import { fieldErrors } from './field-errors.ts';

describe('fieldErrors', () => {
  it('keeps the first message of each field, in the words of the catalogue', () => {
    const result = SignUpSchema.safeParse({ email: '', password: '', fullName: ' ' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error?.issues ?? [])).toEqual({
      email: MESSAGES.EMAIL_REQUIRED,
      password: MESSAGES.PASSWORD_REQUIRED,
      fullName: MESSAGES.FULL_NAME_REQUIRED,
    });
  });

  it('reports an invalid e-mail and a short password', () => {
    const result = SignUpSchema.safeParse({ email: 'not-an-email', password: 'short', fullName: 'Ana' });
    expect(fieldErrors(result.error?.issues ?? [])).toEqual({
      email: MESSAGES.EMAIL_INVALID,
      password: MESSAGES.PASSWORD_TOO_SHORT,
    });
  });

  it('is empty when every field is valid', () => {
    expect(fieldErrors([])).toEqual({});
  });
});
