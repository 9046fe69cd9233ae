import { useState } from 'react';
import { MESSAGES } from '../../../core/catalog/messages.ts';
import { Alert } from '../../components/alert.tsx';
import { Dialog } from '../../components/dialog.tsx';
import type { AuthDialogMode } from '../../hooks/use-request-sign-in.ts';
import { ModeLink } from './components/mode-link.tsx';
import { NewPasswordForm } from './components/new-password-form.tsx';
import { ResetRequestForm } from './components/reset-request-form.tsx';
import { SignInForm } from './components/sign-in-form.tsx';
import { SignUpForm } from './components/sign-up-form.tsx';

const HEADINGS: Record<AuthDialogMode, { title: string; description: string }> = {
  signin: { title: 'Welcome back', description: 'Sign in to your Calmly workspace.' },
  signup: { title: 'Create your account', description: 'Free to start. No credit card required.' },
  reset: { title: 'Reset your password', description: "Enter your e-mail and we'll send you a reset link." },
  'new-password': { title: 'Choose a new password', description: 'Use at least 8 characters.' },
};

export type AuthDialogProps = {
  open: boolean;
  mode: AuthDialogMode;
  onModeChange: (mode: AuthDialogMode) => void;
  onOpenChange: (open: boolean) => void;
  // The visitor closed the dialog themselves (Escape, ✕, outside), not by signing in.
  onDismiss?: () => void;
  // From the reset e-mail's link: /reset-password?token=… or ?error=INVALID_TOKEN.
  resetLink?: { token: string | null; error: string | null };
};

// spec §2/§4 Auth dialog: sign in, sign up and reset password, linked to each other.
export function AuthDialog({
  open,
  mode,
  onModeChange,
  onOpenChange,
  onDismiss,
  resetLink,
}: AuthDialogProps) {
  const heading = HEADINGS[mode];
  // The e-mail of an account just created, carried into sign-in and reset for the same visit.
  const [knownEmail, setKnownEmail] = useState('');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss?.();
        onOpenChange(next);
      }}
      title={heading.title}
      description={heading.description}
    >
      {mode === 'signin' ? (
        <SignInForm
          onModeChange={onModeChange}
          onSignedIn={() => onOpenChange(false)}
          initialEmail={knownEmail}
        />
      ) : null}
      {mode === 'signup' ? <SignUpForm onModeChange={onModeChange} onCreated={setKnownEmail} /> : null}
      {mode === 'reset' ? <ResetRequestForm onModeChange={onModeChange} initialEmail={knownEmail} /> : null}
      {mode === 'new-password' && resetLink?.token ? (
        <NewPasswordForm token={resetLink.token} onModeChange={onModeChange} />
      ) : null}
      {mode === 'new-password' && !resetLink?.token ? (
        <div className="flex flex-col gap-4">
          <Alert tone="error">{MESSAGES.RESET_LINK_INVALID}</Alert>
          <ModeLink onClick={() => onModeChange('reset')}>Request a new link</ModeLink>
        </div>
      ) : null}
    </Dialog>
  );
}
