import { Check } from 'lucide-react';
import { MESSAGES } from '../../../../../core/catalog/messages.ts';
import { Button } from '../../../../components/button.tsx';

const TIPS = [
  'Find a quiet room, away from fans, music and echoes.',
  MESSAGES.RECORDING_GUIDANCE,
  'Keep the microphone about a hand’s width from your mouth.',
  'Read as if you were talking to someone you like: calm and natural.',
  'Your browser will ask for permission to use the microphone.',
];

export function InstructionsStep({ onBack, onNext }: { onBack: () => void; onNext: () => void }) {
  return (
    <div className="flex flex-col gap-5">
      <ul className="flex flex-col gap-3">
        {TIPS.map((tip) => (
          <li key={tip} className="flex items-start gap-3 text-base text-ink-soft">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-calm-600" />
            {tip}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row-reverse sm:justify-between">
        <Button onClick={onNext}>I’m Ready</Button>
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
      </div>
    </div>
  );
}
