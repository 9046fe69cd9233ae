import { WorkspacePlaceholder } from '../features/workspace/workspace-placeholder.tsx';
import { authClient, type SessionUser } from '../lib/auth-client.ts';

// Loaded lazily by the app shell, so the landing page's first download stays small.
export function WorkspaceView({ user }: { user: SessionUser | null }) {
  return <WorkspacePlaceholder user={user} onSignOut={() => authClient.signOut()} />;
}
