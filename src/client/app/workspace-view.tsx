import { LivePlayground } from '../features/playground/components/live-playground.tsx';
import { VoiceCloningInfoPage } from '../features/voice-cloning-info/voice-cloning-info-page.tsx';
import { Workspace } from '../features/workspace/workspace.tsx';
import { authClient, type SessionUser } from '../lib/auth-client.ts';
import { WorkspaceDialogs } from './workspace-dialogs.tsx';

// Composes the signed-in workspace with the features it shows (features never import each other).
// Loaded lazily by the app shell, so the landing page's first download stays small.
export function WorkspaceView({ user }: { user: SessionUser | null }) {
  return (
    <Workspace
      user={user}
      onSignOut={() => authClient.signOut()}
      playground={<LivePlayground isSignedIn={user !== null} />}
      renderVoiceCloningInfo={(actions) => <VoiceCloningInfoPage {...actions} />}
      renderDialogs={(controls) => <WorkspaceDialogs controls={controls} />}
    />
  );
}
