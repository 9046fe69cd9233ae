import { Leaf, LogIn, LogOut } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { ThemeToggle } from '../../../components/theme-toggle.tsx';
import { useRequestSignIn } from '../../../hooks/use-request-sign-in.ts';
import type { SessionUser } from '../../../lib/auth-client.ts';
import { displayName } from '../../../lib/display-name.ts';

type SiteHeaderProps = { user: SessionUser | null; onSignOut: () => void };

// spec §2: a header with a sign-in button and a welcome greeting (full name, or e-mail before the @).
export function SiteHeader({ user, onSignOut }: SiteHeaderProps) {
  const requestSignIn = useRequestSignIn();
  return (
    <header className="sticky top-0 z-30 border-b border-sand-200/70 bg-canvas/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <a href="/" className="flex items-center gap-2 rounded-full text-lg font-semibold text-ink">
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-calm-100 text-calm-700">
            <Leaf aria-hidden="true" className="size-5" />
          </span>
          Calmly
        </a>
        <nav aria-label="Account" className="flex items-center gap-2 sm:gap-3">
          <ThemeToggle />
          {user ? (
            <>
              <p className="max-w-[12rem] truncate text-ink-soft sm:max-w-xs">
                Welcome, <span className="font-medium text-ink">{displayName(user)}</span>
              </p>
              <Button variant="ghost" size="sm" onClick={onSignOut}>
                <LogOut aria-hidden="true" className="size-4" />
                Sign out
              </Button>
            </>
          ) : (
            <>
              <Button variant="ghost" size="sm" onClick={() => requestSignIn('signin')}>
                <LogIn aria-hidden="true" className="size-4" />
                Sign in
              </Button>
              <div className="hidden sm:block">
                <Button size="sm" onClick={() => requestSignIn('signup')}>
                  Get started free
                </Button>
              </div>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
