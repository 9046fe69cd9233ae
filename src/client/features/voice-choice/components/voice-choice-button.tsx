import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { OFFLINE_VOICE_NAMES, type SpeechStyle } from '../../../../core/speech/offline-voices.ts';
import { Button } from '../../../components/button.tsx';
import { VoiceChoiceDialog } from './voice-choice-dialog.tsx';

type VoiceChoiceButtonProps = {
  style: SpeechStyle;
  onChange: (style: SpeechStyle) => void;
  saveError: string | null;
};

// Shows the voice notes are read in, and opens the choice (issue 14).
export function VoiceChoiceButton({ style, onChange, saveError }: VoiceChoiceButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const name = OFFLINE_VOICE_NAMES[style.voice].split(' · ')[0];
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setIsOpen(true)} aria-haspopup="dialog">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Voice: {name}
        {style.pace === 'slower' ? ', slower' : ''}
      </Button>
      <VoiceChoiceDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        style={style}
        onChange={onChange}
        saveError={saveError}
      />
    </>
  );
}
