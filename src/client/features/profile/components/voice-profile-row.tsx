import { CircleCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import type { VoiceProfile } from '../../../../core/schemas.ts';
import { Button } from '../../../components/button.tsx';

type VoiceProfileRowProps = {
  profile: VoiceProfile;
  isBusy: boolean;
  onActivate: () => void;
  onDelete: () => void;
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

// One voice profile: its name and date, Set Active unless it is the active one, and a delete that
// asks first, because it cannot be undone (spec §5).
export function VoiceProfileRow({ profile, isBusy, onActivate, onDelete }: VoiceProfileRowProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <li
      aria-label={profile.voice_name}
      className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-surface p-4"
      data-active={profile.is_active}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink">{profile.voice_name}</p>
          <p className="text-sm text-ink-muted">
            Created {dateFormat.format(new Date(profile.created_at))}
            {profile.provider === 'offline' ? ' · offline voice match' : ''}
          </p>
        </div>
        {profile.is_active ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-calm-100 px-2.5 py-0.5 text-xs font-semibold text-calm-900 ring-1 ring-calm-300">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            Active
          </span>
        ) : null}
      </div>
      {profile.audio_sample_url ? (
        // biome-ignore lint/a11y/useMediaCaption: a sample of the user's own voice reading a script
        <audio
          controls
          preload="none"
          src={profile.audio_sample_url}
          className="h-10 w-full"
          aria-label={`Sample of ${profile.voice_name}`}
        />
      ) : null}
      {isConfirming ? (
        <fieldset className="flex flex-col gap-2 rounded-xl border-0 bg-red-50 p-3">
          <legend className="float-left text-sm text-red-900">{MESSAGES.DELETE_PROFILE_CONFIRM}</legend>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              size="sm"
              disabled={isBusy}
              onClick={() => {
                setIsConfirming(false);
                onDelete();
              }}
            >
              Delete
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setIsConfirming(false)}>
              Keep it
            </Button>
          </div>
        </fieldset>
      ) : (
        <div className="flex flex-wrap gap-2">
          {profile.is_active ? null : (
            <Button variant="secondary" size="sm" disabled={isBusy} onClick={onActivate}>
              Set Active
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            disabled={isBusy}
            onClick={() => setIsConfirming(true)}
            aria-label={`Delete ${profile.voice_name}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
