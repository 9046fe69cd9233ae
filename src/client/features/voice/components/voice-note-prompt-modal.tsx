import { Mic, Volume2 } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';

export type VoiceNotePromptModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  // Opens the voice setup (the Personal Voice Setup modal or the wizard: the caller decides).
  onSetUpVoice: () => void;
  // Goes on with the voice note in the default voice.
  onUseDefaultVoice: () => void;
};

// spec §4 Generate Voice Note: a signed-in user without an active voice is offered to set one up first.
export function VoiceNotePromptModal({
  open,
  onOpenChange,
  onSetUpVoice,
  onUseDefaultVoice,
}: VoiceNotePromptModalProps) {
  function choose(next: () => void) {
    onOpenChange(false);
    next();
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Hear it in your own voice?"
      description="You haven’t set up a personal voice yet."
    >
      <div className="flex flex-col gap-5">
        <p className="text-base leading-relaxed text-ink-soft">
          A voice note in your own voice feels familiar and personal. Setting it up takes about a minute of
          reading aloud. You can also send this note in the default voice now and set up yours later.
        </p>
        <div className="flex flex-col gap-2">
          <Button onClick={() => choose(onSetUpVoice)}>
            <Mic aria-hidden="true" className="size-4" />
            Set Up My Voice
          </Button>
          <Button variant="secondary" onClick={() => choose(onUseDefaultVoice)}>
            <Volume2 aria-hidden="true" className="size-4" />
            Continue with Default Voice
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
