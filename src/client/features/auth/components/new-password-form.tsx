import { useState } from 'react';
import { ResetPasswordSchema } from '../../../../core/account.ts';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { AuthDialogMode } from '../../../hooks/use-request-sign-in.ts';
import { authClient } from '../../../lib/auth-client.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { FormMessages } from './form-messages.tsx';
import { ModeLink } from './mode-link.tsx';

type NewPasswordFormProps = { token: string; onModeChange: (mode: AuthDialogMode) => void };

// The end of the reset flow: the e-mail's link lands on /reset-password?token=…, where a new password is set.
export function NewPasswordForm({ token, onModeChange }: NewPasswordFormProps) {
  const [isChanged, setIsChanged] = useState(false);
  const form = useAuthForm({
    schema: ResetPasswordSchema,
    initialValues: { token, newPassword: '' },
    submit: (values) => authClient.resetPassword(values),
    onSuccess: () => setIsChanged(true),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={form.values.newPassword}
        onChange={(event) => form.setField('newPassword', event.target.value)}
        error={form.errors.newPassword ?? form.errors.token}
      />
      <FormMessages error={form.serverError} success={isChanged ? MESSAGES.PASSWORD_CHANGED : null} />
      <Button type="submit" disabled={form.isSubmitting || isChanged}>
        {form.isSubmitting ? 'Saving…' : 'Set new password'}
      </Button>
      <p className="text-center text-sm text-ink-soft">
        <ModeLink onClick={() => onModeChange('signin')}>Go to sign in</ModeLink>
      </p>
    </form>
  );
}
