import { useRef, useState } from 'react';

// The dialogs the workspace opens (spec §2 Dialogs). They belong to other features, so app/
// renders them from these controls and the workspace never imports them.
// 'voice-setup' is the quick Personal Voice Setup (workspace variant), 'voice-wizard' the guided one.
export type WorkspaceDialogKind = 'voice-setup' | 'voice-wizard' | 'profile' | 'voice-note-prompt';

export type WorkspaceDialogControls = {
  propsFor: (kind: WorkspaceDialogKind) => { open: boolean; onOpenChange: (open: boolean) => void };
  show: (kind: WorkspaceDialogKind) => void;
  // The voice-note prompt's "continue with the default voice": closes it and makes the note.
  continueWithDefaultVoice: () => void;
};

export function useWorkspaceDialogs() {
  const [openDialog, setOpenDialog] = useState<WorkspaceDialogKind | null>(null);
  const pendingDefaultVoiceNote = useRef<(() => void) | null>(null);

  const controls: WorkspaceDialogControls = {
    propsFor: (kind) => ({
      open: openDialog === kind,
      onOpenChange: (open) => setOpenDialog((current) => (open ? kind : current === kind ? null : current)),
    }),
    show: setOpenDialog,
    continueWithDefaultVoice: () => {
      setOpenDialog(null);
      pendingDefaultVoiceNote.current?.();
      pendingDefaultVoiceNote.current = null;
    },
  };

  // spec §4: signed in without an active voice, a voice note first asks which voice to use.
  function askForVoiceChoice(makeDefaultVoiceNote: () => void) {
    pendingDefaultVoiceNote.current = makeDefaultVoiceNote;
    setOpenDialog('voice-note-prompt');
  }

  return { controls, askForVoiceChoice };
}
