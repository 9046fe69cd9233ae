import { Keyboard, Mic, MicOff } from 'lucide-react';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { useSpeechRecognition } from '../hooks/use-speech-recognition.ts';
import { cn } from '../lib/cn.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

type MicButtonProps = {
  text: string;
  onTextChange: (text: string) => void;
  // The field dictation writes into: "Type instead" puts the cursor there.
  fieldId: string;
};

// spec §2: a speech-to-text microphone button, shown only where the browser supports it.
export function MicButton({ text, onTextChange, fieldId }: MicButtonProps) {
  const speech = useSpeechRecognition({ text, onTextChange });
  if (!speech.isSupported) return null;
  return (
    <div className="flex flex-col items-end gap-2">
      <button
        type="button"
        onClick={speech.toggle}
        aria-pressed={speech.isListening}
        aria-label={speech.isListening ? 'Stop dictation' : 'Dictate your message'}
        className={cn(
          'inline-flex size-11 items-center justify-center rounded-full border transition-colors',
          speech.isListening
            ? 'border-rose-300 bg-rose-50 text-rose-700 motion-safe:animate-pulse'
            : 'border-sand-300 bg-surface text-ink-soft hover:border-calm-500 hover:text-calm-700',
        )}
      >
        {speech.isListening ? (
          <MicOff aria-hidden="true" className="size-5" />
        ) : (
          <Mic aria-hidden="true" className="size-5" />
        )}
      </button>
      {speech.error ? <Alert tone="error">{speech.error}</Alert> : null}
      {speech.isUnavailable ? (
        <Button variant="secondary" size="sm" onClick={() => document.getElementById(fieldId)?.focus()}>
          <Keyboard aria-hidden="true" className="size-4" />
          {MESSAGES.TYPE_INSTEAD}
        </Button>
      ) : null}
    </div>
  );
}
