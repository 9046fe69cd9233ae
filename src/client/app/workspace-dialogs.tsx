import { UserProfileModal } from '../features/profile/components/user-profile-modal.tsx';
import { PersonalVoiceSetupModal } from '../features/voice/components/personal-voice-setup-modal.tsx';
import { VoiceNotePromptModal } from '../features/voice/components/voice-note-prompt-modal.tsx';
import { VoiceSetupWizard } from '../features/voice/components/wizard/voice-setup-wizard.tsx';
import type { WorkspaceDialogControls } from '../features/workspace/hooks/use-workspace-dialogs.ts';

// The dialogs the workspace opens (spec §2 Dialogs), from the voice and profile features.
export function WorkspaceDialogs({ controls }: { controls: WorkspaceDialogControls }) {
  return (
    <>
      <PersonalVoiceSetupModal {...controls.propsFor('voice-setup')} />
      <VoiceSetupWizard {...controls.propsFor('voice-wizard')} />
      <UserProfileModal {...controls.propsFor('profile')} />
      <VoiceNotePromptModal
        {...controls.propsFor('voice-note-prompt')}
        onSetUpVoice={() => controls.show('voice-setup')}
        onUseDefaultVoice={controls.continueWithDefaultVoice}
      />
    </>
  );
}
