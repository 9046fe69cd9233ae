import { LandingPage } from '../features/landing/landing-page.tsx';
import { PLAYGROUND_SECTION_ID } from '../features/landing/section-ids.ts';
import { LivePlaygroundView } from '../features/playground/components/live-playground.tsx';
import { useLivePlayground } from '../features/playground/hooks/use-live-playground.ts';
import { authClient, type SessionUser } from '../lib/auth-client.ts';
import { scrollToSection } from '../lib/scroll-to-section.ts';
import { VisitorWordLists } from './visitor-word-lists.tsx';

// Composes the landing page with the live playground (features never import each other). The
// playground's state lives here, so a communication-type card can open the playground on its type.
export function LandingView({ user }: { user: SessionUser | null }) {
  const live = useLivePlayground();
  return (
    <LandingPage
      user={user}
      onSignOut={() => authClient.signOut()}
      onPickTaskType={(id) => {
        live.showTaskType(id);
        scrollToSection(PLAYGROUND_SECTION_ID);
      }}
      playground={
        <>
          {user ? null : <VisitorWordLists />}
          <LivePlaygroundView live={live} isSignedIn={user !== null} />
        </>
      }
    />
  );
}
