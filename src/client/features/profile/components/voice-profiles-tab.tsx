import { Plus } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import type { VoiceProfile } from '../../../../core/schemas.ts';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useVoiceProfiles } from '../../../hooks/use-voice-profiles.ts';
import type { SessionUser } from '../../../lib/auth-client.ts';
import { useActivateVoiceProfile } from '../../voice/api/activate-voice-profile.ts';
import { useDeleteVoiceProfile } from '../../voice/api/delete-voice-profile.ts';
import { SimpleVoiceProfileDialog } from '../../voice/components/simple-voice-profile-dialog.tsx';
import { newestFirst } from '../lib/newest-first.ts';
import { VoiceProfileRow } from './voice-profile-row.tsx';

type Notice = { tone: 'success' | 'error'; text: string } | null;

// spec §2 Voice Profiles tab: Set Active and delete, each with the spec's success or failure text;
// a new profile is made in the simple single-recording dialog (spec §2 Dialogs).
export function VoiceProfilesTab({ user }: { user: SessionUser }) {
  const { profiles, isLoading } = useVoiceProfiles(user);
  const activate = useActivateVoiceProfile();
  const remove = useDeleteVoiceProfile();
  const [notice, setNotice] = useState<Notice>(null);
  const [isCreating, setIsCreating] = useState(false);
  const isBusy = activate.isPending || remove.isPending;

  function handleActivate(profile: VoiceProfile) {
    setNotice(null);
    activate.mutate(profile.id, {
      onSuccess: () => setNotice({ tone: 'success', text: MESSAGES.ACTIVE_VOICE_UPDATED }),
      onError: () => setNotice({ tone: 'error', text: MESSAGES.SET_ACTIVE_FAILED }),
    });
  }

  function handleDelete(profile: VoiceProfile) {
    setNotice(null);
    remove.mutate(profile, {
      onSuccess: () => setNotice({ tone: 'success', text: MESSAGES.PROFILE_DELETED }),
      onError: () => setNotice({ tone: 'error', text: MESSAGES.DELETE_PROFILE_FAILED }),
    });
  }

  if (isLoading) return <Spinner label="Loading your voice profiles…" showLabel />;

  return (
    <div className="flex flex-col gap-4">
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {profiles.length === 0 ? (
        <p className="text-base text-ink-soft">
          You have no voice profiles yet. Record your voice once, and your voice notes can sound like you.
        </p>
      ) : (
        <ul aria-label="Your voice profiles" className="flex flex-col gap-3">
          {newestFirst(profiles).map((profile) => (
            <VoiceProfileRow
              key={profile.id}
              profile={profile}
              isBusy={isBusy}
              onActivate={() => handleActivate(profile)}
              onDelete={() => handleDelete(profile)}
            />
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={() => setIsCreating(true)}>
        <Plus aria-hidden="true" className="size-4" />
        Add a Voice Profile
      </Button>
      <SimpleVoiceProfileDialog
        open={isCreating}
        onOpenChange={setIsCreating}
        onCreated={() => setNotice({ tone: 'success', text: MESSAGES.PROFILE_CREATED })}
      />
    </div>
  );
}
