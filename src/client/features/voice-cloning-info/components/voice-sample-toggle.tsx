import { Pause, Play } from 'lucide-react';
import { useEffect } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useVoiceSample } from '../hooks/use-voice-sample.ts';

type VoiceSampleToggleProps = {
  text: string;
  // Only one sample plays at a time: starting one pauses the others.
  isCurrent: boolean;
  onStart: () => void;
};

// spec §2: a Play Voice Sample toggle that plays and pauses a real spoken sample.
export function VoiceSampleToggle({ text, isCurrent, onStart }: VoiceSampleToggleProps) {
  const sample = useVoiceSample(text);
  const { pause } = sample;

  useEffect(() => {
    if (!isCurrent) pause();
  }, [isCurrent, pause]);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={sample.isPlaying}
          disabled={sample.isLoading}
          onClick={() => {
            onStart();
            sample.toggle();
          }}
        >
          {sample.isPlaying ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          Play Voice Sample
        </Button>
        {sample.isLoading ? <Spinner label="Preparing the voice sample…" showLabel /> : null}
        {sample.isPlaying ? (
          <span className="text-sm text-calm-800">Playing… press again to pause</span>
        ) : null}
      </div>
      {sample.url ? (
        <audio
          ref={sample.audioRef}
          src={sample.url}
          preload="auto"
          data-testid="voice-sample-audio"
          {...sample.audioEvents}
        />
      ) : null}
      {sample.error ? <Alert tone="error">{sample.error}</Alert> : null}
    </div>
  );
}
