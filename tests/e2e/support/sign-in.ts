import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';

export const TEST_USER_PASSWORD = 'calm and clear 2026';

export type SignedInUser = { email: string; password: string; name: string };

// Signs a brand-new user up and in through the API, not the UI (documenso's habit). The context's
// request client shares the browser's cookie jar, so the session cookie lands in the browser.
// better-auth checks the Origin of these POSTs, as a browser would send it.
export async function signInThroughApi(
  context: BrowserContext,
  baseURL: string,
  { name = 'Robin Calm' }: { name?: string } = {},
): Promise<SignedInUser> {
  const user = { email: `robin-${randomUUID()}@example.com`, password: TEST_USER_PASSWORD, name };
  const headers = { Origin: new URL(baseURL).origin };
  const signUp = await context.request.post(`${baseURL}/api/auth/sign-up/email`, { data: user, headers });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const signIn = await context.request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password },
    headers,
  });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  return user;
}
