import { Leaf, LogIn, LogOut } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { useRequestSignIn } from '../../hooks/use-request-sign-in.ts';
import type { SessionUser } from '../../lib/auth-client.ts';
import { displayName } from '../../lib/display-name.ts';

type WorkspacePlaceholderProps = { user: SessionUser | null; onSignOut: () => void };

// A stand-in for the signed-in workspace (issue 7 replaces it).
export function WorkspacePlaceholder({ user, onSignOut }: WorkspacePlaceholderProps) {
  const requestSignIn = useRequestSignIn();
  return (
    <div className="min-h-dvh">
      <header className="border-b border-sand-200 bg-surface">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <a href="/" className="flex items-center gap-2 text-lg font-semibold">
            <Leaf aria-hidden="true" className="size-5 text-calm-600" />
            Calmly
          </a>
          {user ? (
            <Button variant="ghost" size="sm" onClick={onSignOut}>
              <LogOut aria-hidden="true" className="size-4" />
              Sign out
            </Button>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => requestSignIn('signin')}>
              <LogIn aria-hidden="true" className="size-4" />
              Sign in
            </Button>
          )}
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-3xl font-semibold">
          {user ? `Welcome, ${displayName(user)}` : 'Your workspace'}
        </h1>
        <p className="mt-4 text-lg text-ink-soft">Your communication workspace is on its way.</p>
      </main>
    </div>
  );
}
