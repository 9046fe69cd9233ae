import { Pause, Play } from 'lucide-react';
import { OFFLINE_VOICE_NAMES, type OfflineVoiceId } from '../../../../core/speech/offline-voices.ts';
import { Button } from '../../../components/button.tsx';
import { cn } from '../../../lib/cn.ts';

type VoiceOptionProps = {
  voice: OfflineVoiceId;
  isChosen: boolean;
  isPlaying: boolean;
  onChoose: () => void;
  onPreview: () => void;
};

// One voice in the choice: a radio button with the voice's name, and its preview beside it.
export function VoiceOption({ voice, isChosen, isPlaying, onChoose, onPreview }: VoiceOptionProps) {
  const [name, description] = OFFLINE_VOICE_NAMES[voice].split(' · ');
  return (
    <li
      className={cn(
        'flex min-w-0 items-center gap-3 rounded-2xl border px-3 py-2',
        isChosen ? 'border-calm-500 bg-calm-50' : 'border-sand-300',
      )}
    >
      <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3">
        <input
          type="radio"
          name="offline-voice"
          value={voice}
          checked={isChosen}
          onChange={onChoose}
          className="size-4 shrink-0 accent-calm-700"
        />
        <span className="min-w-0">
          <span className="block font-medium text-ink">{name}</span>
          <span className="block text-sm text-ink-soft">{description}</span>
        </span>
      </label>
      <Button
        variant="ghost"
        size="sm"
        onClick={onPreview}
        aria-label={`${isPlaying ? 'Stop' : 'Preview'} ${name}`}
      >
        {isPlaying ? (
          <Pause aria-hidden="true" className="size-4" />
        ) : (
          <Play aria-hidden="true" className="size-4" />
        )}
        {isPlaying ? 'Stop' : 'Preview'}
      </Button>
    </li>
  );
}
