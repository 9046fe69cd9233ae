import { type ReactNode, useEffect, useEffectEvent } from 'react';
import { RecorderControls } from '../../recording/components/recorder-controls.tsx';
import { type RecordedAudio, useRecorder } from '../../recording/hooks/use-recorder.ts';
import { WIZARD_SCENARIOS } from '../lib/wizard-scenarios.ts';

type ScriptedRecorderProps = {
  minimumS: number;
  stopHint: (remainingS: number) => ReactNode;
  onRecorded: (audio: RecordedAudio) => void;
  // Starts at once, when the step before already had its own Start Recording button.
  autoStart?: boolean;
};

const SCRIPT = WIZARD_SCENARIOS.map((scenario) => scenario.script).join(' ');

// One longer recording (the single-recording dialogs): something to read, and the recorder. The
// microphone is released when this unmounts, so leaving the step always ends the recording.
export function ScriptedRecorder({
  minimumS,
  stopHint,
  onRecorded,
  autoStart = false,
}: ScriptedRecorderProps) {
  const recorder = useRecorder();
  const startOnMount = useEffectEvent(() => {
    if (autoStart) recorder.start();
  });
  useEffect(() => startOnMount(), []);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">
        Read this aloud at a calm, natural pace. You don’t need to finish it.
      </p>
      {/* Focusable, so keyboard users can scroll the script too. */}
      <blockquote
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
        tabIndex={0}
        aria-label="Script to read"
        className="max-h-48 overflow-y-auto rounded-2xl border-l-4 border-calm-400 bg-calm-50 p-4 text-base leading-relaxed text-ink"
      >
        {SCRIPT}
      </blockquote>
      <RecorderControls recorder={recorder} minimumS={minimumS} stopHint={stopHint} onRecorded={onRecorded} />
    </div>
  );
}
