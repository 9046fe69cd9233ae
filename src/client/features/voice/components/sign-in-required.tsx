import { LogIn } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { useRequestSignIn } from '../../../hooks/use-request-sign-in.ts';

// spec §6: voice setup asks a visitor to sign in first.
export function SignInRequired({ message, onSignIn }: { message: string; onSignIn?: () => void }) {
  const requestSignIn = useRequestSignIn();
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <p className="text-base text-ink-soft">{message}</p>
      <Button
        onClick={() => {
          onSignIn?.();
          requestSignIn('signin');
        }}
      >
        <LogIn aria-hidden="true" className="size-4" />
        Sign In
      </Button>
    </div>
  );
}
