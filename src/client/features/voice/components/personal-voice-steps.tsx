import { KeyRound, Mic, RotateCcw, Sparkles } from 'lucide-react';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { Button } from '../../../components/button.tsx';
import type { RecordedSample } from '../lib/recorded-sample.ts';
import { ConsentCheckbox } from './consent-checkbox.tsx';
import { OfflineVoiceNotice } from './offline-voice-notice.tsx';
import { SampleCard } from './sample-card.tsx';
import { VoiceNameField } from './voice-name-field.tsx';

// The workspace flow's own states (spec §4); processing, success and error are shared panels.

// api-setup: cloning needs a provider this server does not have; the only way on is without it.
export function ApiSetupStep({ onContinue }: { onContinue: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center">
      <KeyRound aria-hidden="true" className="size-10 text-dusk-600" />
      <p className="text-base text-ink-soft">{MESSAGES.VOICE_CLONING_DISABLED}</p>
      <p className="text-sm text-ink-muted">
        To turn it on, the person who runs this server sets a voice provider key (ELEVENLABS_API_KEY) or
        enables the offline voice match (VOICE_CLONING=on).
      </p>
      <Button onClick={onContinue}>Continue Without Voice Cloning</Button>
    </div>
  );
}

type IntroStepProps = { voiceName: string; onVoiceNameChange: (name: string) => void; onStart: () => void };

// intro: a profile name (default 'My Personal Voice', non-empty after trimming) before Start Recording.
export function IntroStep({ voiceName, onVoiceNameChange, onStart }: IntroStepProps) {
  const hasName = voiceName.trim().length > 0;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-base text-ink-soft">
        Record about 30 seconds of your voice. Calmly then reads your voice notes in a voice that sounds like
        you.
      </p>
      <OfflineVoiceNotice />
      <VoiceNameField value={voiceName} onChange={onVoiceNameChange} showError />
      <Button onClick={onStart} disabled={!hasName}>
        <Mic aria-hidden="true" className="size-4" />
        Start Recording
      </Button>
    </div>
  );
}

type PreviewStepProps = {
  sample: RecordedSample;
  hasConsent: boolean;
  onConsentChange: (hasConsent: boolean) => void;
  onRecordAgain: () => void;
  onCreate: () => void;
};

// The stop gives a preview: Record Again (back to intro) or Create Voice Profile (after consent).
export function PreviewStep({
  sample,
  hasConsent,
  onConsentChange,
  onRecordAgain,
  onCreate,
}: PreviewStepProps) {
  return (
    <div className="flex flex-col gap-4">
      <SampleCard sample={sample} label="Your recording" />
      <ConsentCheckbox checked={hasConsent} onChange={onConsentChange} />
      {hasConsent ? null : <p className="text-sm text-ink-soft">{MESSAGES.CONSENT_REQUIRED}</p>}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button onClick={onCreate} disabled={!hasConsent}>
          <Sparkles aria-hidden="true" className="size-4" />
          Create Voice Profile
        </Button>
        <Button variant="secondary" onClick={onRecordAgain}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Record Again
        </Button>
      </div>
    </div>
  );
}
