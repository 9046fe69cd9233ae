import { useState } from 'react';
import { ResetRequestSchema } from '../../../../core/account.ts';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { RESET_PASSWORD_PATH } from '../../../../core/constants.ts';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { AuthDialogMode } from '../../../hooks/use-request-sign-in.ts';
import { authClient } from '../../../lib/auth-client.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { FormMessages } from './form-messages.tsx';
import { ModeLink } from './mode-link.tsx';

// spec §5: reset mode needs only the e-mail. The server fixes the link's target to APP_URL anyway.
type ResetRequestFormProps = { onModeChange: (mode: AuthDialogMode) => void; initialEmail?: string };

export function ResetRequestForm({ onModeChange, initialEmail = '' }: ResetRequestFormProps) {
  const [isSent, setIsSent] = useState(false);
  const form = useAuthForm({
    schema: ResetRequestSchema,
    initialValues: { email: initialEmail },
    submit: ({ email }) =>
      authClient.requestPasswordReset({
        email,
        redirectTo: `${window.location.origin}${RESET_PASSWORD_PATH}`,
      }),
    onSuccess: () => setIsSent(true),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <FormMessages error={form.serverError} success={isSent ? MESSAGES.AUTH_RESET_SENT : null} />
      <Button type="submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Sending…' : 'Send reset link'}
      </Button>
      <p className="text-center text-sm text-ink-soft">
        Remembered it? <ModeLink onClick={() => onModeChange('signin')}>Back to sign in</ModeLink>
      </p>
    </form>
  );
}
