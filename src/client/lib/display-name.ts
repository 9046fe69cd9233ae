import type { SessionUser } from './auth-client.ts';

// spec §2: the greeting is the full name, or the part of the e-mail before the at-sign.
export function displayName(user: SessionUser) {
  const fullName = user.name?.trim();
  if (fullName) return fullName;
  return user.email.split('@')[0] ?? user.email;
}
