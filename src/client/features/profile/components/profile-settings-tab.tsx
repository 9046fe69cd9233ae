import { Mail, Pencil, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { UpdateProfileSchema } from '../../../../core/account.ts';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { SessionUser } from '../../../lib/auth-client.ts';
import { useRequestResetEmail } from '../api/request-reset-email.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

type Notice = { tone: 'success' | 'error'; text: string } | null;

// The error's own words, or the spec's fallback (spec §8 profile messages).
const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message) || fallback;

// spec §2/§4 Profile Settings: Edit/Cancel toggle, read-only e-mail, free-text full name, Save leaves
// edit mode; and a password-reset request.
export function ProfileSettingsTab({ user }: { user: SessionUser }) {
  const headingId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const [fullName, setFullName] = useState(user.name ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const [profileNotice, setProfileNotice] = useState<Notice>(null);
  const [resetNotice, setResetNotice] = useState<Notice>(null);
  const update = useUpdateProfile();
  const resetEmail = useRequestResetEmail();

  function toggleEditing() {
    if (isEditing) {
      setFullName(user.name ?? '');
      setNameError(undefined);
    }
    setProfileNotice(null);
    setIsEditing(!isEditing);
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = UpdateProfileSchema.safeParse({ fullName });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    update.mutate(parsed.data.fullName, {
      onSuccess: () => {
        setProfileNotice({ tone: 'success', text: MESSAGES.PROFILE_UPDATED });
        setIsEditing(false);
      },
      onError: (error) =>
        setProfileNotice({ tone: 'error', text: messageOf(error, MESSAGES.UPDATE_PROFILE_FAILED) }),
    });
  }

  function sendResetEmail() {
    setResetNotice(null);
    resetEmail.mutate(user.email, {
      onSuccess: () => setResetNotice({ tone: 'success', text: MESSAGES.AUTH_RESET_SENT }),
      onError: (error) =>
        setResetNotice({ tone: 'error', text: messageOf(error, MESSAGES.RESET_EMAIL_FAILED) }),
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={save} className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-base font-semibold text-ink">Account details</h3>
          <Button variant="ghost" size="sm" onClick={toggleEditing} aria-pressed={isEditing}>
            {isEditing ? (
              <X aria-hidden="true" className="size-4" />
            ) : (
              <Pencil aria-hidden="true" className="size-4" />
            )}
            {isEditing ? 'Cancel' : 'Edit'}
          </Button>
        </div>
        <TextField label="Email" type="email" value={user.email} readOnly aria-readonly="true" />
        <TextField
          label="Full name"
          autoComplete="name"
          value={fullName}
          readOnly={!isEditing}
          maxLength={100}
          onChange={(event) => setFullName(event.target.value)}
          error={nameError}
        />
        {profileNotice ? <Alert tone={profileNotice.tone}>{profileNotice.text}</Alert> : null}
        {isEditing ? (
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
        ) : null}
      </form>
      <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-sand-200 pt-5">
        <h3 id={headingId} className="text-base font-semibold text-ink">
          Password
        </h3>
        <p className="text-sm text-ink-soft">We’ll e-mail you a link to choose a new password.</p>
        {resetNotice ? <Alert tone={resetNotice.tone}>{resetNotice.text}</Alert> : null}
        <Button variant="secondary" onClick={sendResetEmail} disabled={resetEmail.isPending}>
          <Mail aria-hidden="true" className="size-4" />
          {resetEmail.isPending ? 'Sending…' : 'Send Password Reset Email'}
        </Button>
      </section>
    </div>
  );
}
