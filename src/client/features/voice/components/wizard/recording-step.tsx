import { ChevronLeft, ChevronRight, Trash2 } from 'lucide-react';
import type { Dispatch } from 'react';
import { MESSAGES } from '../../../../../core/catalog/messages.ts';
import { WIZARD_MIN_RECORDING_S } from '../../../../../core/constants.ts';
import { Button } from '../../../../components/button.tsx';
import { RecorderControls } from '../../../recording/components/recorder-controls.tsx';
import { useRecorder } from '../../../recording/hooks/use-recorder.ts';
import { toRecordedSample } from '../../lib/recorded-sample.ts';
import type { WizardAction, WizardState } from '../../lib/wizard-reducer.ts';
import { WIZARD_SCENARIOS } from '../../lib/wizard-scenarios.ts';
import { SampleCard } from '../sample-card.tsx';

type RecordingStepProps = { state: WizardState; dispatch: Dispatch<WizardAction> };

// spec §4: 3 scripted scenarios in order, Previous/Next between them; Next needs a recording and reads
// Review on the last one; Stop only at the length graded good (20 s); a recording can be deleted and redone.
export function RecordingStep({ state, dispatch }: RecordingStepProps) {
  const recorder = useRecorder();
  const index = state.scenarioIndex;
  const scenario = WIZARD_SCENARIOS[index];
  const sample = state.samples[index] ?? null;
  const isLast = index === WIZARD_SCENARIOS.length - 1;
  const isBusy = recorder.status !== 'idle';
  if (!scenario) return null;

  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-sm font-medium text-calm-700">
          Scenario {index + 1} of {WIZARD_SCENARIOS.length}
        </p>
        <h3 className="text-lg font-semibold text-ink">{scenario.title}</h3>
        <p className="text-sm text-ink-soft">{scenario.setting}</p>
      </div>
      <blockquote
        aria-label={`Script for ${scenario.title}`}
        className="rounded-2xl border-l-4 border-calm-400 bg-calm-50 p-4 text-base leading-relaxed text-ink"
      >
        {scenario.script}
      </blockquote>
      {sample ? (
        <SampleCard
          sample={sample}
          label={`${scenario.title} recording`}
          actions={
            <Button variant="secondary" size="sm" onClick={() => dispatch({ type: 'delete-sample' })}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete and record again
            </Button>
          }
        />
      ) : (
        <RecorderControls
          recorder={recorder}
          minimumS={WIZARD_MIN_RECORDING_S}
          stopHint={() => MESSAGES.WIZARD_MIN_STOP}
          onRecorded={(audio) => dispatch({ type: 'recorded', sample: toRecordedSample(audio) })}
        />
      )}
      <div className="flex items-center justify-between gap-2 border-t border-sand-200 pt-4">
        <Button
          variant="ghost"
          onClick={() => dispatch({ type: 'previous' })}
          disabled={index === 0 || isBusy}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button onClick={() => dispatch({ type: 'next' })} disabled={!sample || isBusy}>
          {isLast ? 'Review' : 'Next'}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
