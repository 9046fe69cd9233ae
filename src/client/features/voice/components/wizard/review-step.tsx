import { RotateCcw, Sparkles } from 'lucide-react';
import type { Dispatch } from 'react';
import { MESSAGES } from '../../../../../core/catalog/messages.ts';
import { countUsableRecordings } from '../../../../../core/recording/quality.ts';
import { Alert } from '../../../../components/alert.tsx';
import { Button } from '../../../../components/button.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import {
  createBlocker,
  recordedSamples,
  type WizardAction,
  type WizardState,
} from '../../lib/wizard-reducer.ts';
import { WIZARD_SCENARIOS } from '../../lib/wizard-scenarios.ts';
import { ConsentCheckbox } from '../consent-checkbox.tsx';
import { SampleCard } from '../sample-card.tsx';

type ReviewStepProps = { state: WizardState; dispatch: Dispatch<WizardAction>; onCreate: () => void };

// spec §4/§5: play or re-record each sample; Create needs 2 recordings that are not poor (and consent).
export function ReviewStep({ state, dispatch, onCreate }: ReviewStepProps) {
  const blocker = createBlocker(state);
  const usable = countUsableRecordings(recordedSamples(state));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">
        {usable} of {WIZARD_SCENARIOS.length} recordings are good enough to use.
      </p>
      <ul className="flex flex-col gap-3">
        {WIZARD_SCENARIOS.map((scenario, index) => {
          const sample = state.samples[index];
          return (
            <li key={scenario.id}>
              {sample ? (
                <SampleCard
                  sample={sample}
                  label={scenario.title}
                  actions={
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => dispatch({ type: 're-record', index })}
                    >
                      <RotateCcw aria-hidden="true" className="size-4" />
                      Re-record {scenario.title}
                    </Button>
                  }
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      <TextField
        label="Voice profile name"
        value={state.voiceName}
        maxLength={100}
        onChange={(event) => dispatch({ type: 'set-name', voiceName: event.target.value })}
      />
      <ConsentCheckbox
        checked={state.hasConsent}
        onChange={(hasConsent) => dispatch({ type: 'set-consent', hasConsent })}
      />
      {blocker === MESSAGES.NEED_TWO_GOOD_RECORDINGS ? (
        <Alert tone="error">{blocker}</Alert>
      ) : blocker ? (
        <p className="text-sm text-ink-soft">{blocker}</p>
      ) : null}
      <Button onClick={onCreate} disabled={blocker !== null}>
        <Sparkles aria-hidden="true" className="size-4" />
        Create Voice Profile
      </Button>
    </div>
  );
}
