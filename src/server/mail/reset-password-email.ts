import type { MailMessage } from './mailer.ts';

export function resetPasswordEmail({ to, url }: { to: string; url: string }): MailMessage {
  return {
    to,
    subject: 'Reset your Calmly password',
    text: [
      'Someone asked to reset the password of your Calmly account.',
      '',
      `To choose a new password, open this link within the next hour:\n${url}`,
      '',
      'If it was not you, ignore this e-mail: your password stays the same.',
    ].join('\n'),
    html: `<p>Someone asked to reset the password of your Calmly account.</p>
<p><a href="${escapeHtml(url)}">Choose a new password</a> (the link works for one hour).</p>
<p>If it was not you, ignore this e-mail: your password stays the same.</p>`,
  };
}

function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
