import { createContext, useContext } from 'react';

export type VoiceNoteVoice = 'default' | 'personal';

export type VoiceChoice = {
  // Decides the voice of a signed-in user's voice note, then makes it (or lets a dialog decide).
  choose: (makeVoiceNote: (voice: VoiceNoteVoice) => void) => void;
  hasPersonalVoice: boolean;
};

// spec §4 Generate Voice Note: outside the workspace a note uses the default voice. The workspace
// provides the full rule: the personal voice when one is active, else the voice-note prompt first.
export const VoiceChoiceContext = createContext<VoiceChoice>({
  choose: (makeVoiceNote) => makeVoiceNote('default'),
  hasPersonalVoice: false,
});

export function useVoiceChoice() {
  return useContext(VoiceChoiceContext);
}
