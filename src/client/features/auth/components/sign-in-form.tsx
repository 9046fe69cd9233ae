import { useEffect, useEffectEvent, useState } from 'react';
import { SignInSchema } from '../../../../core/account.ts';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { SIGN_IN_CLOSE_MS } from '../../../../core/constants.ts';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { AuthDialogMode } from '../../../hooks/use-request-sign-in.ts';
import { authClient } from '../../../lib/auth-client.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { FormMessages } from './form-messages.tsx';
import { ModeLink } from './mode-link.tsx';

type SignInFormProps = {
  onModeChange: (mode: AuthDialogMode) => void;
  onSignedIn: () => void;
  initialEmail?: string;
};

// spec §4: a successful sign-in shows a success text, then after 1 second closes the dialog.
export function SignInForm({ onModeChange, onSignedIn, initialEmail = '' }: SignInFormProps) {
  const [isSignedIn, setIsSignedIn] = useState(false);
  const form = useAuthForm({
    schema: SignInSchema,
    initialValues: { email: initialEmail, password: '' },
    submit: (values) => authClient.signIn.email(values),
    onSuccess: () => setIsSignedIn(true),
  });

  // An effect event, so a re-render with a new callback does not restart the 1-second timer.
  const close = useEffectEvent(onSignedIn);
  useEffect(() => {
    if (!isSignedIn) return;
    const timer = setTimeout(() => close(), SIGN_IN_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isSignedIn]);

  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <FormMessages error={form.serverError} success={isSignedIn ? MESSAGES.AUTH_SIGNED_IN : null} />
      <Button type="submit" disabled={form.isSubmitting || isSignedIn}>
        {form.isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm text-ink-soft">
        <ModeLink onClick={() => onModeChange('reset')}>Forgot your password?</ModeLink>
        <p>
          New to Calmly? <ModeLink onClick={() => onModeChange('signup')}>Create an account</ModeLink>
        </p>
      </div>
    </form>
  );
}
