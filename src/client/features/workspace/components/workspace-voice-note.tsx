import { Volume2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { Alert } from '../../../components/alert.tsx';
import { AudioPlayer } from '../../../components/audio-player.tsx';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useRequestSignIn } from '../../../hooks/use-request-sign-in.ts';
import { useVoiceNote } from '../../../hooks/use-voice-note.ts';
import { useAskForVoiceChoice } from '../hooks/use-workspace-dialogs.ts';

type WorkspaceVoiceNoteProps = {
  text: string;
  isSignedIn: boolean;
  hasActiveVoice: boolean;
  // Shown in the same row, before the voice-note button (the Copy button).
  children?: ReactNode;
};

// spec §4 Generate Voice Note, workspace variant: a blank message gets the alert; signed out, the
// sign-in dialog opens; signed in with an active voice, the note is in that personal voice; without
// one, the voice-note prompt asks first (and may continue with the default voice).
export function WorkspaceVoiceNote({ text, isSignedIn, hasActiveVoice, children }: WorkspaceVoiceNoteProps) {
  const requestSignIn = useRequestSignIn();
  const askForVoiceChoice = useAskForVoiceChoice();
  const voiceNote = useVoiceNote();
  const [isBlank, setIsBlank] = useState(false);

  function handleGenerate() {
    setIsBlank(!text.trim());
    if (!text.trim()) return;
    if (!isSignedIn) requestSignIn('signin');
    else if (hasActiveVoice) voiceNote.generate({ text, voice: 'personal' });
    else askForVoiceChoice(() => voiceNote.generate({ text, voice: 'default' }));
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        {children}
        <Button variant="accent" size="sm" onClick={handleGenerate} disabled={voiceNote.isGenerating}>
          <Volume2 aria-hidden="true" className="size-4" />
          {hasActiveVoice ? 'Voice Note in My Voice' : 'Generate Voice Note'}
        </Button>
      </div>
      {voiceNote.isGenerating ? (
        <div className="flex flex-col gap-2" data-testid="voice-note-progress">
          <Spinner label="Creating your voice note…" showLabel />
          <div className="h-1.5 rounded-full bg-dusk-200 motion-safe:animate-pulse" />
        </div>
      ) : null}
      {isBlank ? <Alert tone="error">{MESSAGES.EMPTY_VOICE_NOTE}</Alert> : null}
      {voiceNote.error ? <Alert tone="error">{voiceNote.error}</Alert> : null}
      {voiceNote.audio ? <AudioPlayer url={voiceNote.audio.url} fileName={voiceNote.audio.fileName} /> : null}
    </div>
  );
}
