import { CircleCheck, CircleX, RotateCcw } from 'lucide-react';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import type { CloneVoiceResult } from '../api/clone-voice.ts';
import type { CloneErrorView } from '../lib/clone-error-view.ts';

// The processing, success and error states shared by the three voice setup dialogs (spec §4).
export function ProcessingPanel() {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <Spinner label="Creating your voice profile…" showLabel />
      <p className="text-sm text-ink-soft">This usually takes a few seconds. Please keep this window open.</p>
    </div>
  );
}

export function SuccessPanel({ result }: { result: CloneVoiceResult }) {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-calm-600" />
      <p role="status" className="text-lg font-semibold text-ink">
        {MESSAGES.PROFILE_CREATED}
      </p>
      {result.notice ? <Alert tone="info">{result.notice}</Alert> : null}
    </div>
  );
}

type ErrorPanelProps = {
  error: CloneErrorView;
  onTryAgain: () => void;
  // spec §4: subscription errors also offer Continue with Default Voices, which closes the dialog.
  onUseDefaultVoices?: () => void;
};

export function ErrorPanel({ error, onTryAgain, onUseDefaultVoices }: ErrorPanelProps) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-center">
        <CircleX aria-hidden="true" className="size-12 text-red-600" />
      </div>
      <Alert tone="error">{error.message}</Alert>
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button onClick={onTryAgain}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try Again
        </Button>
        {error.offersDefaultVoices && onUseDefaultVoices ? (
          <Button variant="secondary" onClick={onUseDefaultVoices}>
            Continue with Default Voices
          </Button>
        ) : null}
      </div>
    </div>
  );
}
