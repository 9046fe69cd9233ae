import { Volume2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../core/catalog/messages.ts';
import { useIsOfflineSpeech } from '../features/voice-choice/api/speech-engine.ts';
import { VoiceChoiceButton } from '../features/voice-choice/components/voice-choice-button.tsx';
import { useSpeechStyle } from '../features/voice-choice/hooks/use-speech-style.ts';
import { useRequestSignIn } from '../hooks/use-request-sign-in.ts';
import { useVoiceChoice } from '../hooks/use-voice-choice.ts';
import { useVoiceNote } from '../hooks/use-voice-note.ts';
import { afterDialogsClose } from '../lib/dialog-focus.ts';
import {
  isVoiceNotePending,
  rememberPendingVoiceNote,
  takePendingVoiceNote,
} from '../lib/pending-voice-note.ts';
import { Alert } from './alert.tsx';
import { AudioPlayer } from './audio-player.tsx';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

type VoiceNoteControlsProps = {
  text: string;
  isSignedIn: boolean;
  // Buttons shown in the same row, before Generate Voice Note (the Copy button).
  children?: ReactNode;
};

// spec §4 Generate Voice Note: empty message → alert; signed out → the auth dialog opens;
// otherwise the voice is chosen (useVoiceChoice: the workspace may ask first), a loading flag is set
// and the audio is generated, then an audio player and download appear.
export function VoiceNoteControls({ text, isSignedIn, children }: VoiceNoteControlsProps) {
  const requestSignIn = useRequestSignIn();
  const voiceChoice = useVoiceChoice();
  const voiceNote = useVoiceNote();
  const speechStyle = useSpeechStyle();
  const isOfflineSpeech = useIsOfflineSpeech();
  const [emptyError, setEmptyError] = useState(false);

  function handleGenerate() {
    if (voiceNote.isGenerating) return;
    if (!text.trim()) {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    if (!isSignedIn) {
      rememberPendingVoiceNote(text);
      requestSignIn('signin');
      return;
    }
    voiceChoice.choose((voice) => voiceNote.generate({ text, voice, style: speechStyle.style }));
  }

  // Signed in from this button: the same message's controls finish the note that was asked for,
  // with focus on the button whose action it completes.
  const generateRef = useRef<HTMLButtonElement>(null);
  const resumeRef = useRef(handleGenerate);
  resumeRef.current = handleGenerate;
  useEffect(() => {
    if (!isSignedIn || !isVoiceNotePending(text)) return;
    // Sign-in's dialog may still show its success message: finish once it has closed.
    return afterDialogsClose(() => {
      if (!takePendingVoiceNote(text)) return;
      generateRef.current?.focus();
      resumeRef.current();
    });
  }, [isSignedIn, text]);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        {children}
        <Button
          ref={generateRef}
          variant="accent"
          size="sm"
          onClick={handleGenerate}
          // aria-disabled, not disabled: a dialog closing after this click hands focus back here.
          aria-disabled={voiceNote.isGenerating}
        >
          <Volume2 aria-hidden="true" className="size-4" />
          {voiceChoice.hasPersonalVoice ? 'Voice Note in My Voice' : 'Generate Voice Note'}
        </Button>
        {isOfflineSpeech ? (
          <VoiceChoiceButton
            style={speechStyle.style}
            onChange={speechStyle.setStyle}
            saveError={speechStyle.saveError}
          />
        ) : null}
      </div>
      {voiceNote.isGenerating ? (
        <div data-testid="voice-note-progress">
          <Spinner label="Creating your voice note…" showLabel />
        </div>
      ) : null}
      {emptyError ? <Alert tone="error">{MESSAGES.EMPTY_VOICE_NOTE}</Alert> : null}
      {voiceNote.error ? <Alert tone="error">{voiceNote.error}</Alert> : null}
      {voiceNote.audio ? <AudioPlayer url={voiceNote.audio.url} download={voiceNote.audio.download} /> : null}
    </div>
  );
}
