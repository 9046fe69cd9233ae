import type { ReactNode } from 'react';
import type { SessionUser } from '../../lib/auth-client.ts';
import { AdhdBenefitsSection } from './components/adhd-benefits-section.tsx';
import { ClosingCta } from './components/closing-cta.tsx';
import { CommunicationTypesSection } from './components/communication-types-section.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { PlaygroundSection } from './components/playground-section.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { UseCasesSection } from './components/use-cases-section.tsx';
import { VoiceCloningTeaser } from './components/voice-cloning-teaser.tsx';

type LandingPageProps = {
  user: SessionUser | null;
  onSignOut: () => void;
  // A communication-type card was picked: app/ opens the playground on that type.
  onPickTaskType: (id: string) => void;
  playground: ReactNode;
};

// spec §2 Landing page, top to bottom. The live playground is passed in by app/, so this feature
// does not import another one (bulletproof-react).
export function LandingPage({ user, onSignOut, onPickTaskType, playground }: LandingPageProps) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-calm-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader user={user} onSignOut={onSignOut} />
      <main id="main">
        <HeroSection />
        <PlaygroundSection>{playground}</PlaygroundSection>
        <CommunicationTypesSection onPick={onPickTaskType} />
        <UseCasesSection />
        <VoiceCloningTeaser />
        <AdhdBenefitsSection />
        <ClosingCta />
      </main>
      <SiteFooter />
    </>
  );
}
