import { useState } from 'react';
import { SignUpSchema, toSignUpBody } from '../../../../core/account.ts';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { AuthDialogMode } from '../../../hooks/use-request-sign-in.ts';
import { authClient } from '../../../lib/auth-client.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { FormMessages } from './form-messages.tsx';
import { ModeLink } from './mode-link.tsx';

type SignUpFormProps = {
  onModeChange: (mode: AuthDialogMode) => void;
  // The new account's e-mail, so sign-in can start with it filled in.
  onCreated: (email: string) => void;
};

// spec §4: sign-up shows an account-created message and stays open; DESIGN §3: it never signs in
// by itself, so the next step is Sign In.
export function SignUpForm({ onModeChange, onCreated }: SignUpFormProps) {
  const [isCreated, setIsCreated] = useState(false);
  const form = useAuthForm({
    schema: SignUpSchema,
    initialValues: { fullName: '', email: '', password: '' },
    submit: (values) => authClient.signUp.email(toSignUpBody(values)),
    onSuccess: () => {
      setIsCreated(true);
      onCreated(form.values.email.trim());
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
      <TextField label="Full name" autoComplete="name" {...form.field('fullName')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" {...form.field('password')} />
      <FormMessages error={form.serverError} success={isCreated ? MESSAGES.AUTH_ACCOUNT_CREATED : null} />
      {isCreated ? (
        // One clear next step once the account exists.
        <Button onClick={() => onModeChange('signin')}>Sign in now</Button>
      ) : (
        <>
          <Button type="submit" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Creating your account…' : 'Create account'}
          </Button>
          <p className="text-center text-sm text-ink-soft">
            Already have an account? <ModeLink onClick={() => onModeChange('signin')}>Sign in</ModeLink>
          </p>
        </>
      )}
    </form>
  );
}
