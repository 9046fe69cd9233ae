import { type AuthCallResult, authCallError } from '../../../lib/auth-call-error.ts';

// Runs an auth call and turns a failed answer into a thrown Error with the service's own words
// ('' when it gave none), so a mutation can show 'the error message' or the spec's fallback
// (spec §8 profile messages).
export async function runAuthCall(call: () => Promise<AuthCallResult>) {
  let result: AuthCallResult;
  try {
    result = await call();
  } catch {
    throw new Error('');
  }
  const error = authCallError(result);
  if (error !== null) throw new Error(error);
}
