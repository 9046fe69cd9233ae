import { useReducer, useState } from 'react';
import { MESSAGES } from '../../../../../core/catalog/messages.ts';
import { WIZARD_SUCCESS_CLOSE_MS } from '../../../../../core/constants.ts';
import { Dialog } from '../../../../components/dialog.tsx';
import { useSession } from '../../../../hooks/use-session.ts';
import { type CloneVoiceResult, useCloneVoice } from '../../api/clone-voice.ts';
import { useAutoClose } from '../../hooks/use-auto-close.ts';
import { useOpenSession } from '../../hooks/use-open-session.ts';
import { cloneFailureView } from '../../lib/clone-error-view.ts';
import {
  initialWizardState,
  recordedSamples,
  type WizardStep,
  wizardReducer,
} from '../../lib/wizard-reducer.ts';
import { ErrorPanel, ProcessingPanel, SuccessPanel } from '../clone-status-panels.tsx';
import { SignInRequired } from '../sign-in-required.tsx';
import { InstructionsStep } from './instructions-step.tsx';
import { RecordingStep } from './recording-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { WelcomeStep } from './welcome-step.tsx';

const TITLES: Record<WizardStep, string> = {
  welcome: 'Create Your Personal Voice',
  instructions: 'Before You Record',
  recording: 'Record Your Voice',
  review: 'Review Your Recordings',
  processing: 'Creating Your Voice',
  success: 'Your Voice Is Ready',
  error: 'Voice Setup Failed',
};

// Where people are in the guided part, so the way ahead never feels open-ended.
const GUIDED_STEPS: readonly WizardStep[] = ['welcome', 'instructions', 'recording', 'review'];

function stepLabel(step: WizardStep) {
  const index = GUIDED_STEPS.indexOf(step);
  return index === -1 ? undefined : `Step ${index + 1} of ${GUIDED_STEPS.length}`;
}

export type VoiceSetupWizardProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  // Called once the profile exists (it is already active unless the provider must verify it).
  onCreated?: (result: CloneVoiceResult) => void;
};

// spec §2/§4 Voice setup wizard. Every opening starts again at welcome.
export function VoiceSetupWizard(props: VoiceSetupWizardProps) {
  const session = useOpenSession(props.open);
  return <WizardFlow key={session} {...props} />;
}

function WizardFlow({ open, onOpenChange, onCreated }: VoiceSetupWizardProps) {
  const { user } = useSession();
  const [state, dispatch] = useReducer(wizardReducer, undefined, initialWizardState);
  const [result, setResult] = useState<CloneVoiceResult | null>(null);
  const clone = useCloneVoice();
  const close = () => onOpenChange(false);
  // spec §4: success closes by itself after 2 s (not when the voice still waits for verification).
  useAutoClose(
    state.step === 'success' && result?.requiresVerification === false,
    close,
    WIZARD_SUCCESS_CLOSE_MS,
  );

  async function create() {
    dispatch({ type: 'go', step: 'processing' });
    try {
      const created = await clone.mutateAsync({
        name: state.voiceName.trim(),
        description: 'Recorded in the Calmly voice setup wizard (three scripted scenarios).',
        recordings: recordedSamples(state),
        consent: state.hasConsent,
      });
      setResult(created);
      dispatch({ type: 'go', step: 'success' });
      onCreated?.(created);
    } catch (error) {
      dispatch({ type: 'failed', error: cloneFailureView(error) });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={user ? TITLES[state.step] : 'Sign In Required'}
      description={user ? stepLabel(state.step) : undefined}
      size="lg"
    >
      {!user ? <SignInRequired message={MESSAGES.SIGN_IN_TO_MANAGE_VOICES} onSignIn={close} /> : null}
      {user && state.step === 'welcome' ? (
        <WelcomeStep onNext={() => dispatch({ type: 'go', step: 'instructions' })} onClose={close} />
      ) : null}
      {user && state.step === 'instructions' ? (
        <InstructionsStep
          onBack={() => dispatch({ type: 'go', step: 'welcome' })}
          onNext={() => dispatch({ type: 'go', step: 'recording' })}
        />
      ) : null}
      {user && state.step === 'recording' ? <RecordingStep state={state} dispatch={dispatch} /> : null}
      {user && state.step === 'review' ? (
        <ReviewStep state={state} dispatch={dispatch} onCreate={create} />
      ) : null}
      {user && state.step === 'processing' ? <ProcessingPanel /> : null}
      {user && state.step === 'success' && result ? <SuccessPanel result={result} /> : null}
      {user && state.step === 'error' && state.error ? (
        <ErrorPanel
          error={state.error}
          onTryAgain={() => dispatch({ type: 'restart' })}
          onUseDefaultVoices={close}
        />
      ) : null}
    </Dialog>
  );
}
