import { z } from 'zod';
import { MESSAGES } from './catalog/messages.ts';
import { FULL_NAME_MAX_CHARS, PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from './constants.ts';
import { safeString } from './safe-text.ts';

// Account forms (spec §5), shared by the client forms and the server's validation.
// The spec's user_metadata.full_name is better-auth's `name`: this file is the one place that
// maps between them (DESIGN §3).

export const EmailSchema = safeString({ error: MESSAGES.EMAIL_REQUIRED })
  .trim()
  .min(1, MESSAGES.EMAIL_REQUIRED)
  .max(254, MESSAGES.EMAIL_INVALID)
  .pipe(z.email(MESSAGES.EMAIL_INVALID))
  .transform((email) => email.toLowerCase());

export const PasswordSchema = z
  .string({ error: MESSAGES.PASSWORD_REQUIRED })
  .min(1, MESSAGES.PASSWORD_REQUIRED)
  .min(PASSWORD_MIN_CHARS, MESSAGES.PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_CHARS, MESSAGES.PASSWORD_TOO_LONG);

export const FullNameSchema = safeString({ error: MESSAGES.FULL_NAME_REQUIRED })
  .trim()
  .min(1, MESSAGES.FULL_NAME_REQUIRED)
  // Its own message: without one, zod reuses the type's "Full name is required" for a long name.
  .max(FULL_NAME_MAX_CHARS, MESSAGES.FULL_NAME_TOO_LONG);

// Sign-in checks only presence: a length rule would tell an attacker about the policy of an
// old password, and the wrong-password answer must stay the same.
export const SignInSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: MESSAGES.PASSWORD_REQUIRED }).min(1, MESSAGES.PASSWORD_REQUIRED).max(1024),
});
export type SignInInput = z.input<typeof SignInSchema>;

export const SignUpSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  fullName: FullNameSchema,
});
export type SignUpInput = z.input<typeof SignUpSchema>;

export const ResetRequestSchema = z.object({ email: EmailSchema });
export type ResetRequestInput = z.input<typeof ResetRequestSchema>;

export const ResetPasswordSchema = z.object({
  token: safeString().min(1).max(200),
  newPassword: PasswordSchema,
});
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

export const UpdateProfileSchema = z.object({ fullName: FullNameSchema });
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>;

// The page the reset e-mail's link leads to (defined in constants.ts, so the client's first bundle
// can read it without loading zod).
export { RESET_PASSWORD_PATH } from './constants.ts';

// spec §3 User/session: e-mail plus user_metadata.full_name.
export type AccountUser = { id: string; email: string; user_metadata: { full_name: string } };

export function toAccountUser(user: { id: string; email: string; name: string }): AccountUser {
  return { id: user.id, email: user.email, user_metadata: { full_name: user.name } };
}

// Bodies for better-auth's endpoints under /api/auth (its field is `name`).
export function toSignUpBody(input: z.output<typeof SignUpSchema>) {
  return { email: input.email, password: input.password, name: input.fullName };
}

export function toUpdateUserBody(input: z.output<typeof UpdateProfileSchema>) {
  return { name: input.fullName };
}

// The same rules, on the field names better-auth receives; the server validates with these.
export const SignUpBodySchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  name: FullNameSchema,
});
export const UpdateUserBodySchema = z.object({ name: FullNameSchema });
