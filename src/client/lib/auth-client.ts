import { createAuthClient } from 'better-auth/react';

// better-auth is mounted on our own origin at /api/auth (DESIGN §3).
export const authClient = createAuthClient({ baseURL: window.location.origin });

export type SessionUser = { name?: string | null; email: string };
