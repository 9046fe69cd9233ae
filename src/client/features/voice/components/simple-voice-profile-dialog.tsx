import { useState } from 'react';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { GOOD_RECORDING, WIZARD_SUCCESS_CLOSE_MS } from '../../../../core/constants.ts';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { useSession } from '../../../hooks/use-session.ts';
import type { RecordedAudio } from '../../recording/hooks/use-recorder.ts';
import { countdownHint } from '../../recording/lib/stop-hint.ts';
import { type CloneVoiceResult, useCloneVoice } from '../api/clone-voice.ts';
import { useAutoClose } from '../hooks/use-auto-close.ts';
import { useOpenSession } from '../hooks/use-open-session.ts';
import { type CloneErrorView, cloneFailureView } from '../lib/clone-error-view.ts';
import { ErrorPanel, ProcessingPanel, SuccessPanel } from './clone-status-panels.tsx';
import { ConsentCheckbox } from './consent-checkbox.tsx';
import { OfflineVoiceNotice } from './offline-voice-notice.tsx';
import { ScriptedRecorder } from './scripted-recorder.tsx';

type Step = 'intro' | 'recording' | 'processing' | 'success' | 'error';

export type SimpleVoiceProfileDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (result: CloneVoiceResult) => void;
};

// spec §2/§4 Simple voice profile dialog: intro → recording → processing → success (closes after
// 2 s) or error. Signed out, it says 'Please sign in to manage voice profiles'.
export function SimpleVoiceProfileDialog(props: SimpleVoiceProfileDialogProps) {
  const session = useOpenSession(props.open);
  return <SimpleVoiceFlow key={session} {...props} />;
}

function SimpleVoiceFlow({ open, onOpenChange, onCreated }: SimpleVoiceProfileDialogProps) {
  const { user } = useSession();
  const [step, setStep] = useState<Step>('intro');
  const [hasConsent, setHasConsent] = useState(false);
  const [result, setResult] = useState<CloneVoiceResult | null>(null);
  const [error, setError] = useState<CloneErrorView | null>(null);
  const clone = useCloneVoice();
  const close = () => onOpenChange(false);
  useAutoClose(step === 'success' && result?.requiresVerification === false, close, WIZARD_SUCCESS_CLOSE_MS);

  async function create(audio: RecordedAudio) {
    setStep('processing');
    try {
      const created = await clone.mutateAsync({
        name: MESSAGES.DEFAULT_VOICE_NAME,
        description: 'Recorded in Calmly (one recording).',
        recordings: [audio],
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

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Voice Profile">
      {!user ? (
        <p className="py-4 text-center text-base text-ink-soft">{MESSAGES.SIGN_IN_TO_MANAGE_VOICES}</p>
      ) : null}
      {user && step === 'intro' ? (
        <div className="flex flex-col gap-4">
          <p className="text-base text-ink-soft">
            Record one sample of your voice, and Calmly can read your voice notes in it.{' '}
            {MESSAGES.RECORDING_GUIDANCE}
          </p>
          <OfflineVoiceNotice />
          <ConsentCheckbox checked={hasConsent} onChange={setHasConsent} />
          {hasConsent ? null : <p className="text-sm text-ink-soft">{MESSAGES.CONSENT_REQUIRED}</p>}
          <Button onClick={() => setStep('recording')} disabled={!hasConsent}>
            Continue
          </Button>
        </div>
      ) : null}
      {user && step === 'recording' ? (
        <ScriptedRecorder
          // One recording must be good on its own (spec §5: at least 20 s), so Stop waits that long.
          minimumS={GOOD_RECORDING.seconds}
          stopHint={countdownHint}
          onRecorded={create}
        />
      ) : null}
      {user && step === 'processing' ? <ProcessingPanel /> : null}
      {user && step === 'success' && result ? <SuccessPanel result={result} /> : null}
      {user && step === 'error' && error ? (
        <ErrorPanel error={error} onTryAgain={() => setStep('intro')} onUseDefaultVoices={close} />
      ) : null}
    </Dialog>
  );
}
