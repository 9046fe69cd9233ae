import { useState } from 'react';

// Counts how many times a dialog has been opened. Used as a React key, it gives every opening a
// fresh flow (spec §4: a wizard starts at welcome) without an effect that resets state by hand.
export function useOpenSession(open: boolean) {
  const [session, setSession] = useState({ open, count: open ? 1 : 0 });
  if (session.open !== open) setSession({ open, count: open ? session.count + 1 : session.count });
  return session.count;
}
