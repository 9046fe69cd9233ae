import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { user, verification } from '../db/schema.ts';

// better-auth keeps each password-reset token as a verification row named
// `reset-password:<token>` whose value is the user's id.
const RESET_PREFIX = 'reset-password:';

// Whose account a reset token belongs to, read before better-auth consumes the token.
export async function findResetTokenOwner({ db, token }: { db: Database; token: string }) {
  const [owner] = await db
    .select({ userId: user.id, email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, RESET_PREFIX + token))
    .limit(1);
  return owner ?? null;
}

// Issue 13 item 6: once one reset link has been used, every other link sent to that account is
// void, so an old e-mail found later cannot change the new password.
export async function revokeResetTokens({ db, userId }: { db: Database; userId: string }) {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, `${RESET_PREFIX}%`), eq(verification.value, userId)));
}
