import { useMutation } from '@tanstack/react-query';
import { toUpdateUserBody } from '../../../../core/account.ts';
import { authClient } from '../../../lib/auth-client.ts';
import { runAuthCall } from './auth-call.ts';

// Updates the user's full name (spec §6) through better-auth's update-user, which also refreshes
// the session everyone reads. The form validates the name first (UpdateProfileSchema).
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (fullName: string) =>
      runAuthCall(() => authClient.updateUser(toUpdateUserBody({ fullName }))),
  });
}
