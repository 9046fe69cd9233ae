import { Clock, HeartHandshake, Mic, ShieldCheck } from 'lucide-react';
import { MESSAGES } from '../../../../../core/catalog/messages.ts';
import { Button } from '../../../../components/button.tsx';
import { OfflineVoiceNotice } from '../offline-voice-notice.tsx';

const POINTS = [
  { Icon: HeartHandshake, text: 'Your voice notes sound like you: familiar, warm and easy to trust.' },
  // The same length as the instructions' and the recorder's (issue 25: 'about 30 s' vs '20-40 s').
  { Icon: Mic, text: MESSAGES.WIZARD_WELCOME_LENGTH },
  { Icon: Clock, text: `${MESSAGES.CLAIM_SETUP_TIME}.` },
  { Icon: ShieldCheck, text: 'Only you can use your voice, and you can delete it at any time.' },
];

export function WelcomeStep({ onNext, onClose }: { onNext: () => void; onClose: () => void }) {
  return (
    <div className="flex flex-col gap-5">
      <OfflineVoiceNotice />
      <ul className="flex flex-col gap-3">
        {POINTS.map(({ Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-base text-ink-soft">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-calm-600" />
            {text}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button onClick={onNext}>Get Started</Button>
        <Button variant="ghost" onClick={onClose}>
          Not now
        </Button>
      </div>
    </div>
  );
}
