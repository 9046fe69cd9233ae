import { lazy, Suspense } from 'react';
import { useFocusOnViewChange } from '../hooks/use-focus-on-view-change.ts';
import { RequestSignInContext } from '../hooks/use-request-sign-in.ts';
import { useSession } from '../hooks/use-session.ts';
import { forgetPendingVoiceNote } from '../lib/pending-voice-note.ts';
import { chooseView } from './choose-view.ts';
import { FullPageSpinner } from './full-page-spinner.tsx';
import { LandingView } from './landing-view.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { AppProviders } from './providers.tsx';
import { useAuthDialogState } from './use-auth-dialog-state.ts';

// Loaded on demand, so a visitor's first download holds only the landing page (bench:web).
const WorkspaceView = lazy(() => import('./workspace-view.tsx').then((m) => ({ default: m.WorkspaceView })));
const AuthDialog = lazy(() =>
  import('../features/auth/auth-dialog.tsx').then((m) => ({ default: m.AuthDialog })),
);

export function App() {
  return (
    <AppProviders>
      <AppShell />
    </AppProviders>
  );
}

function AppShell() {
  const { user, isPending } = useSession();
  const dialog = useAuthDialogState();
  const view = chooseView({
    isAuthPending: isPending,
    isSignedIn: user !== null,
    pathname: window.location.pathname,
  });
  // Signing in or out swaps the whole screen: focus follows to the new one's heading.
  useFocusOnViewChange(view === 'loading' ? null : view);

  return (
    <RequestSignInContext value={dialog.request}>
      {view === 'loading' ? <FullPageSpinner /> : null}
      {view === 'not-found' ? <NotFoundPage /> : null}
      {view === 'landing' ? <LandingView user={user} /> : null}
      {view === 'workspace' ? (
        <Suspense fallback={<FullPageSpinner />}>
          <WorkspaceView user={user} />
        </Suspense>
      ) : null}
      {dialog.hasOpened ? (
        <Suspense fallback={null}>
          <AuthDialog
            open={dialog.open}
            mode={dialog.mode}
            onModeChange={dialog.setMode}
            onOpenChange={dialog.setOpen}
            onDismiss={() => {
              if (!user) forgetPendingVoiceNote();
            }}
            resetLink={dialog.resetLink ?? undefined}
          />
        </Suspense>
      ) : null}
    </RequestSignInContext>
  );
}
