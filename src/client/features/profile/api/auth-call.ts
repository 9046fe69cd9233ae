import { MESSAGES } from '../../../../core/catalog/messages.ts';

// better-auth's client answers `{ error }` instead of throwing; our server words errors as `{ error, code }`.
type AuthCallResult = { error?: { message?: string; error?: string } | null } | undefined;

// Runs an auth call and turns its answer into a thrown Error with the service's own words, so
// mutations can show 'the error message' or the spec's fallback (spec §8 profile messages).
export async function runAuthCall(call: () => Promise<AuthCallResult>) {
  let result: AuthCallResult;
  try {
    result = await call();
  } catch {
    throw new Error(MESSAGES.AUTH_GENERIC_ERROR);
  }
  if (result?.error) throw new Error(result.error.error || result.error.message || '');
}
