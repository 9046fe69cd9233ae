import { VoiceSetupWizard } from '../features/voice/components/wizard/voice-setup-wizard.tsx';
import type { WorkspaceDialogControls } from '../features/workspace/hooks/use-workspace-dialogs.ts';

// The dialogs the workspace opens (spec §2 Dialogs), from the voice and profile features.
export function WorkspaceDialogs({ controls }: { controls: WorkspaceDialogControls }) {
  return (
    <>
      <VoiceSetupWizard {...controls.propsFor('voice-wizard')} />
    </>
  );
}
