import {
  OFFLINE_VOICE_IDS,
  SPEECH_PACES,
  type SpeechPace,
  type SpeechStyle,
} from '../../../../core/speech/offline-voices.ts';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { useVoicePreview } from '../hooks/use-voice-preview.ts';
import { VoiceOption } from './voice-option.tsx';

const PACE_LABELS: Record<SpeechPace, string> = { natural: 'Natural', slower: 'Slower' };

type VoiceChoiceDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  style: SpeechStyle;
  onChange: (style: SpeechStyle) => void;
  saveError: string | null;
};

// Issue 14: the offline voices, each with a short preview, and the pace. A change applies at once.
export function VoiceChoiceDialog({
  open,
  onOpenChange,
  style,
  onChange,
  saveError,
}: VoiceChoiceDialogProps) {
  const preview = useVoicePreview();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Voice for your notes"
      description="Pick the voice and pace your voice notes are read in. Play a preview to hear each one."
    >
      <div className="flex flex-col gap-5">
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 font-semibold text-ink">Voice</legend>
          <ul className="flex flex-col gap-2">
            {OFFLINE_VOICE_IDS.map((voice) => (
              <VoiceOption
                key={voice}
                voice={voice}
                isChosen={style.voice === voice}
                isPlaying={preview.playing === voice}
                onChoose={() => onChange({ ...style, voice })}
                onPreview={() => preview.toggle(voice, style.pace)}
              />
            ))}
          </ul>
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold text-ink">Pace</legend>
          <div className="flex flex-wrap gap-4">
            {SPEECH_PACES.map((pace) => (
              <label key={pace} className="flex cursor-pointer items-center gap-2 text-ink">
                <input
                  type="radio"
                  name="speech-pace"
                  value={pace}
                  checked={style.pace === pace}
                  onChange={() => onChange({ ...style, pace })}
                  className="size-4 accent-calm-700"
                />
                {PACE_LABELS[pace]}
              </label>
            ))}
          </div>
        </fieldset>
        {preview.error ? <Alert tone="error">{preview.error}</Alert> : null}
        {saveError ? <Alert tone="error">{saveError}</Alert> : null}
        <audio
          ref={preview.audioRef}
          data-testid="voice-preview-audio"
          preload="none"
          {...preview.audioEvents}
        />
        <Button onClick={() => onOpenChange(false)}>Done</Button>
      </div>
    </Dialog>
  );
}
