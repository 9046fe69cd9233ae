import { authClient, type SessionUser } from '../lib/auth-client.ts';

// The signed-in user, or null; `isPending` while better-auth asks the server (spec §2 loading state).
export function useSession(): { user: SessionUser | null; isPending: boolean } {
  const session = authClient.useSession();
  return { user: session.data?.user ?? null, isPending: session.isPending };
}
