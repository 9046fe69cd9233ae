// better-auth's client answers { error } instead of throwing; our server words it as `{ error, code }`.
export type AuthCallResult = { error?: { message?: string; error?: string } | null } | undefined;

// The service's own words for a failed call ('' when it gave none), or null when the call worked.
export function authCallError(result: AuthCallResult): string | null {
  if (!result?.error) return null;
  return result.error.error || result.error.message || '';
}
