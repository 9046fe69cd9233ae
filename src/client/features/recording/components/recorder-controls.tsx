import { Circle, Mic, Square } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { secondsRemaining } from '../../../../core/recording/format-clock.ts';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import type { RecordedAudio, Recorder } from '../hooks/use-recorder.ts';
import { qualityHint } from '../lib/quality-hint.ts';
import { LevelMeter } from './level-meter.tsx';
import { RecordingTimer } from './recording-timer.tsx';

type RecorderControlsProps = {
  recorder: Recorder;
  // spec §5: Stop is allowed only after this many seconds (15 in the wizard, 30 in the workspace).
  minimumS: number;
  // What to say while Stop is still disabled, given the seconds left.
  stopHint: (remainingS: number) => ReactNode;
  onRecorded: (audio: RecordedAudio) => void;
  startLabel?: string;
};

// Start, a running timer with a level meter, and Stop once the minimum has passed.
export function RecorderControls({
  recorder,
  minimumS,
  stopHint,
  onRecorded,
  startLabel = 'Start Recording',
}: RecorderControlsProps) {
  const hintId = useId();
  const remainingS = secondsRemaining(recorder.elapsedS, minimumS);
  const hint = remainingS > 0 ? stopHint(remainingS) : qualityHint(recorder.elapsedS);
  const isActive = recorder.status === 'recording' || recorder.status === 'stopping';

  async function handleStop() {
    const audio = await recorder.stop();
    if (audio) onRecorded(audio);
  }

  if (!isActive) {
    return (
      <div className="flex flex-col items-center gap-3">
        <Button onClick={recorder.start} disabled={recorder.status === 'starting'} size="lg">
          <Mic aria-hidden="true" className="size-5" />
          {recorder.status === 'starting' ? 'Opening microphone…' : startLabel}
        </Button>
        {recorder.error ? <Alert tone="error">{recorder.error}</Alert> : null}
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-rose-200 bg-rose-50/60 p-4">
      <div className="flex items-center gap-4">
        <span className="flex items-center gap-2 text-sm font-medium text-rose-800">
          <Circle
            aria-hidden="true"
            className="size-3 fill-rose-600 text-rose-600 motion-safe:animate-pulse"
          />
          Recording
        </span>
        <RecordingTimer seconds={recorder.elapsedS} />
        <LevelMeter level={recorder.level} />
      </div>
      <Button
        variant="secondary"
        onClick={handleStop}
        disabled={remainingS > 0 || recorder.status === 'stopping'}
        aria-describedby={hint ? hintId : undefined}
      >
        <Square aria-hidden="true" className="size-4 fill-current" />
        Stop Recording
      </Button>
      {hint ? (
        <p id={hintId} data-testid="recording-hint" className="text-center text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
