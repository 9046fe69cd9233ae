import { type ChangeEvent, type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { type AuthCallResult, authCallError } from '../../../lib/auth-call-error.ts';
import { fieldErrors } from '../field-errors.ts';

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
    if (isSubmitting) return;
    const form = event.currentTarget;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      // Rendered at once, so focus can move to the first field that needs attention.
      flushSync(() => setErrors(fieldErrors(parsed.error.issues)));
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    setServerError(null);
    setIsSubmitting(true);
    try {
      const error = authCallError(await submit(parsed.data));
      if (error === null) onSuccess();
      else setServerError(error || MESSAGES.AUTH_GENERIC_ERROR);
    } catch {
      setServerError(MESSAGES.AUTH_GENERIC_ERROR);
    } finally {
      setIsSubmitting(false);
    }
  }

  function setField(field: keyof z.input<S> & string, value: string) {
    setValues((previous) => ({ ...(previous as object), [field]: value }) as z.input<S>);
  }

  // Everything a TextField needs to show and edit one field of this form.
  function field(name: keyof z.input<S> & string) {
    return {
      value: String((values as Record<string, unknown>)[name] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement>) => setField(name, event.target.value),
      error: errors[name],
    };
  }

  return { values, setField, field, errors, serverError, isSubmitting, handleSubmit };
}
