import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { fieldErrors } from '../field-errors.ts';

// better-auth's client answers { error } instead of throwing; our server words it as `{ error, code }`.
export type AuthCallResult = { error?: { message?: string; error?: string } | null } | undefined;

type Options<S extends z.ZodType> = {
  schema: S;
  initialValues: z.input<S>;
  submit: (values: z.output<S>) => Promise<AuthCallResult>;
  onSuccess: () => void;
};

// Validates with the shared zod schema (spec §5), calls the auth service, and keeps the red box's
// message: the service's own words, or 'An error occurred' (spec §8).
export function useAuthForm<S extends z.ZodType>({ schema, initialValues, submit, onSuccess }: Options<S>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setServerError(null);
    setIsSubmitting(true);
    try {
      const result = await submit(parsed.data);
      if (result?.error) {
        setServerError(result.error.error || result.error.message || MESSAGES.AUTH_GENERIC_ERROR);
      } else onSuccess();
    } catch {
      setServerError(MESSAGES.AUTH_GENERIC_ERROR);
    } finally {
      setIsSubmitting(false);
    }
  }

  function setField(field: keyof z.input<S> & string, value: string) {
    setValues((previous) => ({ ...(previous as object), [field]: value }) as z.input<S>);
  }

  return { values, setField, errors, serverError, isSubmitting, handleSubmit };
}
