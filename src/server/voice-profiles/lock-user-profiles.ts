import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

// Serialises changes to one user's profiles: concurrent activations queue on the user row, so
// "deactivate all, activate one" never collides with the one-active unique index (DESIGN §4).
export async function lockUserProfiles(tx: Transaction, userId: string) {
  await tx.execute(sql`select id from "user" where id = ${userId} for update`);
}

export type { Transaction };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Profile ids are uuids; anything else cannot name a row, so it is "not found", not a DB error.
export function isProfileId(id: string) {
  return UUID_PATTERN.test(id);
}
