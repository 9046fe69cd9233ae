import { useState } from 'react';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { WORKSPACE_MIN_RECORDING_S } from '../../../../core/constants.ts';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useSession } from '../../../hooks/use-session.ts';
import { countdownHint } from '../../recording/lib/stop-hint.ts';
import { type CloneVoiceResult, useCloneVoice } from '../api/clone-voice.ts';
import { useCloningCapability } from '../api/cloning-capability.ts';
import { useOpenSession } from '../hooks/use-open-session.ts';
import { type CloneErrorView, cloneFailureView } from '../lib/clone-error-view.ts';
import { type RecordedSample, toRecordedSample } from '../lib/recorded-sample.ts';
import { ErrorPanel, ProcessingPanel, SuccessPanel } from './clone-status-panels.tsx';
import { ApiSetupStep, IntroStep, PreviewStep } from './personal-voice-steps.tsx';
import { ScriptedRecorder } from './scripted-recorder.tsx';
import { SignInRequired } from './sign-in-required.tsx';

type Step = 'intro' | 'recording' | 'preview' | 'processing' | 'success' | 'error';

const TITLES: Record<Step | 'api-setup' | 'signed-out', string> = {
  'api-setup': 'Voice Cloning Unavailable',
  'signed-out': 'Sign In Required',
  intro: 'Personal Voice Setup',
  recording: 'Recording Your Voice',
  preview: 'Preview Your Recording',
  processing: 'Creating Your Voice',
  success: 'Your Voice Is Ready',
  error: 'Setup Failed',
};

export type PersonalVoiceSetupModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (result: CloneVoiceResult) => void;
};

// spec §2/§4 Personal Voice Setup modal (workspace variant): api-setup, intro, recording, processing,
// success and error; signed out, a Sign In Required panel. Every opening starts at intro.
export function PersonalVoiceSetupModal(props: PersonalVoiceSetupModalProps) {
  const session = useOpenSession(props.open);
  return <PersonalVoiceFlow key={session} {...props} />;
}

function PersonalVoiceFlow({ open, onOpenChange, onCreated }: PersonalVoiceSetupModalProps) {
  const { user } = useSession();
  const capability = useCloningCapability({ enabled: open && user !== null });
  const [step, setStep] = useState<Step>('intro');
  const [voiceName, setVoiceName] = useState<string>(MESSAGES.DEFAULT_VOICE_NAME);
  const [sample, setSample] = useState<RecordedSample | null>(null);
  const [hasConsent, setHasConsent] = useState(false);
  const [result, setResult] = useState<CloneVoiceResult | null>(null);
  const [error, setError] = useState<CloneErrorView | null>(null);
  const clone = useCloneVoice();
  const close = () => onOpenChange(false);
  const view = !user ? 'signed-out' : capability.data === 'none' ? 'api-setup' : step;

  async function create() {
    if (!sample) return;
    setStep('processing');
    try {
      const created = await clone.mutateAsync({
        name: voiceName.trim(),
        description: 'Recorded in the Calmly workspace (one recording).',
        recordings: [sample],
        consent: hasConsent,
      });
      setResult(created);
      setStep('success');
      onCreated?.(created);
    } catch (cause) {
      setError(cloneFailureView(cause));
      setStep('error');
    }
  }

  // spec §4: Record Again returns to intro and clears the recording and its timer.
  function recordAgain() {
    setSample(null);
    setHasConsent(false);
    setStep('intro');
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={TITLES[view]}>
      {view === 'signed-out' ? (
        <SignInRequired message={MESSAGES.SIGN_IN_TO_MANAGE_VOICES} onSignIn={close} />
      ) : null}
      {view === 'api-setup' ? <ApiSetupStep onContinue={close} /> : null}
      {view === 'intro' && capability.isPending ? (
        <Spinner label="Checking voice cloning…" showLabel />
      ) : null}
      {view === 'intro' && !capability.isPending ? (
        <IntroStep
          voiceName={voiceName}
          onVoiceNameChange={setVoiceName}
          onStart={() => setStep('recording')}
        />
      ) : null}
      {view === 'recording' ? (
        <ScriptedRecorder
          autoStart
          minimumS={WORKSPACE_MIN_RECORDING_S}
          stopHint={countdownHint}
          onRecorded={(audio) => {
            setSample(toRecordedSample(audio));
            setStep('preview');
          }}
        />
      ) : null}
      {view === 'preview' && sample ? (
        <PreviewStep
          sample={sample}
          hasConsent={hasConsent}
          onConsentChange={setHasConsent}
          onRecordAgain={recordAgain}
          onCreate={create}
        />
      ) : null}
      {view === 'processing' ? <ProcessingPanel /> : null}
      {view === 'success' && result ? (
        <div className="flex flex-col gap-2">
          <SuccessPanel result={result} />
          <Button onClick={close}>Done</Button>
        </div>
      ) : null}
      {view === 'error' && error ? (
        <ErrorPanel error={error} onTryAgain={() => setStep('intro')} onUseDefaultVoices={close} />
      ) : null}
    </Dialog>
  );
}
