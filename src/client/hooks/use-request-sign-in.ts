import { createContext, useContext } from 'react';

// 'new-password' is the end of the reset flow, opened from the e-mail's link.
export type AuthDialogMode = 'signin' | 'signup' | 'reset' | 'new-password';

// Any screen may ask for the sign-in dialog (spec §4: a visitor's voice note opens it). The app shell
// provides the function and owns the one dialog, so it survives the switch from landing to workspace.
export const RequestSignInContext = createContext<(mode?: AuthDialogMode) => void>(() => {});

export function useRequestSignIn() {
  return useContext(RequestSignInContext);
}
