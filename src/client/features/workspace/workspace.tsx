import { type ReactNode, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { TaskTypeId } from '../../../core/schemas.ts';
import { findTaskType } from '../../../core/task-types.ts';
import { useFocusOnViewChange } from '../../hooks/use-focus-on-view-change.ts';
import { useRequestSignIn } from '../../hooks/use-request-sign-in.ts';
import { type VoiceChoice, VoiceChoiceContext } from '../../hooks/use-voice-choice.ts';
import { useVoiceProfiles } from '../../hooks/use-voice-profiles.ts';
import type { SessionUser } from '../../lib/auth-client.ts';
import { PlaygroundHome } from './components/playground-home.tsx';
import { TaskDetail } from './components/task-detail.tsx';
import { VoiceCloningBanner } from './components/voice-cloning-banner.tsx';
import { WorkspaceHeader } from './components/workspace-header.tsx';
import { WorkspaceSidebar } from './components/workspace-sidebar.tsx';
import { useSidebarExpanded } from './hooks/use-sidebar-expanded.ts';
import { useWorkspaceDialogs, type WorkspaceDialogControls } from './hooks/use-workspace-dialogs.ts';

export type VoiceCloningInfoActions = { onBack: () => void; onGetStarted: () => void; isSignedIn: boolean };

type WorkspaceProps = {
  user: SessionUser | null;
  onSignOut: () => void;
  // Other features, composed by app/ (bulletproof-react: features never import each other).
  playground: ReactNode;
  renderVoiceCloningInfo: (actions: VoiceCloningInfoActions) => ReactNode;
  renderDialogs: (controls: WorkspaceDialogControls) => ReactNode;
};

// spec §2 Workspace (signed in): header, voice-cloning banner, the sidebar of communication types,
// and the main area with the selected type's task form or the default playground. There is no
// router: the screen is chosen by state.
export function Workspace({
  user,
  onSignOut,
  playground,
  renderVoiceCloningInfo,
  renderDialogs,
}: WorkspaceProps) {
  const [selectedId, setSelectedId] = useState<TaskTypeId | null>(null);
  const [isInfoOpen, setIsInfoOpen] = useState(false);
  const sidebar = useSidebarExpanded();
  const dialogs = useWorkspaceDialogs();
  const requestSignIn = useRequestSignIn();
  const { activeProfile } = useVoiceProfiles(user);
  const hasActiveVoice = activeProfile !== null;
  // spec §4: a voice note uses the active personal voice; without one, the prompt asks first.
  const voiceChoice: VoiceChoice = {
    choose: (makeVoiceNote) =>
      hasActiveVoice ? makeVoiceNote('personal') : dialogs.askForVoiceChoice(() => makeVoiceNote('default')),
    hasPersonalVoice: hasActiveVoice,
  };
  const task = selectedId ? findTaskType(selectedId) : undefined;
  // Back to Live Playground, a task or the info page: focus follows to the screen shown.
  useFocusOnViewChange(`${isInfoOpen ? 'info' : 'main'}:${task?.id ?? 'playground'}`);

  // spec §6: a visitor's voice settings show the setup's Sign In Required panel; the info page's
  // call to action (spec §2) opens sign-in directly.
  const openVoiceSetup = () => dialogs.controls.show('voice-setup');
  const openVoiceWizard = () => (user ? dialogs.controls.show('voice-wizard') : requestSignIn('signin'));

  // Back from the info page, focus returns to the button that opened it.
  const learnMoreRef = useRef<HTMLButtonElement>(null);
  function closeInfo() {
    flushSync(() => setIsInfoOpen(false));
    learnMoreRef.current?.focus();
  }

  function selectTask(id: TaskTypeId) {
    setSelectedId(id);
    if (sidebar.isOverlay) sidebar.collapse();
  }

  return (
    <VoiceChoiceContext value={voiceChoice}>
      {isInfoOpen
        ? renderVoiceCloningInfo({
            onBack: closeInfo,
            onGetStarted: openVoiceWizard,
            isSignedIn: user !== null,
          })
        : null}
      {/* Hidden, not unmounted, while the info page shows: the message being written survives. */}
      <div hidden={isInfoOpen}>
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only z-50 rounded-full bg-calm-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            Skip to content
          </a>
          <WorkspaceHeader
            user={user}
            hasActiveVoice={hasActiveVoice}
            isPlaygroundShown={!task}
            isSidebarExpanded={sidebar.isExpanded}
            onToggleSidebar={sidebar.toggle}
            onShowPlayground={() => setSelectedId(null)}
            onOpenVoiceSettings={openVoiceSetup}
            onOpenProfile={() => dialogs.controls.show('profile')}
            onSignIn={() => requestSignIn('signin')}
            onSignOut={onSignOut}
          />
          <VoiceCloningBanner buttonRef={learnMoreRef} onLearnMore={() => setIsInfoOpen(true)} />
          <div className="flex flex-1">
            <WorkspaceSidebar
              selectedId={task ? task.id : null}
              onSelect={selectTask}
              isExpanded={sidebar.isExpanded}
              isOverlay={sidebar.isOverlay}
              onDismiss={sidebar.collapse}
            />
            <main
              id="main"
              tabIndex={-1}
              className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
            >
              <div className="mx-auto max-w-6xl">
                {task ? (
                  <TaskDetail task={task} onBack={() => setSelectedId(null)} isSignedIn={user !== null} />
                ) : (
                  <PlaygroundHome playground={playground} />
                )}
              </div>
            </main>
          </div>
        </div>
      </div>
      {renderDialogs(dialogs.controls)}
    </VoiceChoiceContext>
  );
}
