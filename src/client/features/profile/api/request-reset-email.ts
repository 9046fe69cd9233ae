import { useMutation } from '@tanstack/react-query';
import { RESET_PASSWORD_PATH } from '../../../../core/constants.ts';
import { authClient } from '../../../lib/auth-client.ts';
import { runAuthCall } from './auth-call.ts';

// spec §6: a signed-in user may ask for a password-reset e-mail to their own address.
export function useRequestResetEmail() {
  return useMutation({
    mutationFn: (email: string) =>
      runAuthCall(() =>
        authClient.requestPasswordReset({
          email,
          redirectTo: `${window.location.origin}${RESET_PASSWORD_PATH}`,
        }),
      ),
  });
}
