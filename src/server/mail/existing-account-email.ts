import type { MailMessage } from './mailer.ts';

// Sent to the owner of an address when someone tries to sign up with it again. The screen answers
// that sign-up exactly like a new one (DESIGN §3: registered addresses are not revealed), so this
// e-mail is how the real owner learns about it, and what to do if it was them.
export function existingAccountEmail({ to, appUrl }: { to: string; appUrl: string }): MailMessage {
  return {
    to,
    subject: 'Someone tried to create a Calmly account with your address',
    text: [
      'Someone just tried to create a Calmly account with this e-mail address, which already has one.',
      '',
      `If it was you, sign in at ${appUrl} or, if you forgot your password, choose "Forgot your password?" there to reset it.`,
      '',
      'If it was not you, you need not do anything: your account and password are unchanged.',
    ].join('\n'),
  };
}
