import { LandingPage } from '../features/landing/landing-page.tsx';
import { LivePlayground } from '../features/playground/components/live-playground.tsx';
import { authClient, type SessionUser } from '../lib/auth-client.ts';
import { VisitorWordLists } from './visitor-word-lists.tsx';

// Composes the landing page with the live playground (features never import each other).
export function LandingView({ user }: { user: SessionUser | null }) {
  return (
    <LandingPage
      user={user}
      onSignOut={() => authClient.signOut()}
      playground={
        <>
          {user ? null : <VisitorWordLists />}
          <LivePlayground isSignedIn={user !== null} />
        </>
      }
    />
  );
}
