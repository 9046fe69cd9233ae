import { useCallback, useState } from 'react';
import { RESET_PASSWORD_PATH } from '../../core/constants.ts';
import type { AuthDialogMode } from '../hooks/use-request-sign-in.ts';

type ResetLink = { token: string | null; error: string | null };
type DialogState = { open: boolean; mode: AuthDialogMode; hasOpened: boolean; resetLink: ResetLink | null };

// The reset e-mail's link lands on /reset-password?token=… (or ?error=…): open the dialog there.
function initialState(): DialogState {
  if (window.location.pathname !== RESET_PASSWORD_PATH) {
    return { open: false, mode: 'signin', hasOpened: false, resetLink: null };
  }
  const params = new URLSearchParams(window.location.search);
  const resetLink = { token: params.get('token'), error: params.get('error') };
  return { open: true, mode: 'new-password', hasOpened: true, resetLink };
}

// The one auth dialog of the app: which mode it shows and whether it is open. It stays mounted after
// the first opening so Radix can hand focus back to the button that opened it.
export function useAuthDialogState() {
  const [state, setState] = useState(initialState);

  const request = useCallback((mode: AuthDialogMode = 'signin') => {
    setState((previous) => ({ ...previous, open: true, mode, hasOpened: true }));
  }, []);

  const setOpen = useCallback((open: boolean) => {
    // Leaving the reset page: the token is spent, so drop it from the address bar.
    if (!open && window.location.pathname === RESET_PASSWORD_PATH) window.history.replaceState(null, '', '/');
    setState((previous) => ({ ...previous, open }));
  }, []);

  const setMode = useCallback((mode: AuthDialogMode) => setState((previous) => ({ ...previous, mode })), []);

  return { ...state, request, setOpen, setMode };
}
