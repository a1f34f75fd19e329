import { type Data, transaction } from '../data';
import { selectProfile, selectProfilesOf, updateProfile } from '../data/users/user-rows';
import type { Db } from '../db';
import { defaultProfile, mergeDeep, type ProfileExtras, type UserRow } from '../users';

/** A deep partial of the profile extras, as stored in users.profile and as written by a patch. */
export type ProfilePatch = {
  [K in keyof ProfileExtras]?: ProfileExtras[K] extends object ? Partial<ProfileExtras[K]> : ProfileExtras[K];
};

function stored(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Stored extras JSON with `patch` merged in (objects merge, scalars replace). */
export const mergedProfile = (json: string, patch: ProfilePatch) =>
  JSON.stringify(mergeDeep(stored(json), patch));

/** The profile extras a user currently has (stored values over defaults). */
export function profileOf(row: Pick<UserRow, 'profile'>): ProfileExtras {
  return mergeDeep(defaultProfile(), stored(row.profile));
}

/** A user's profile extras as stored now (after a patch); undefined for an unknown user. */
export async function storedProfileOf(data: Data, userId: string): Promise<ProfileExtras | undefined> {
  const profile = await selectProfile(data.db, userId);
  return profile === undefined ? undefined : profileOf({ profile });
}

/**
 * Merges `patch` into the stored extras of one user, or of every user of an account (account-level
 * flags: plan, leave, deletion, are shared), in one transaction; returns the ids patched. The rows
 * are locked while merged, so concurrent patches on PostgreSQL keep each other's keys.
 */
export function applyProfilePatch(
  data: Data,
  of: { userId: string } | { clientId: string },
  patch: ProfilePatch,
): Promise<string[]> {
  return transaction(data, async (trx) => {
    const rows = await selectProfilesOf(trx, of, data.dialect);
    for (const row of rows) {
      await updateProfile(trx, row.id, mergedProfile(row.profile, patch));
    }
    return rows.map((row) => row.id);
  });
}

// The synchronous writers below stay for the seed, the storage figures (written inside the
// upload and attachment modules' synchronous transactions) and test fixtures.

/** Merges `patch` into one user's stored extras (objects merge, scalars replace). */
export function patchProfile(db: Db, userId: string, patch: ProfilePatch): void {
  const row = db.prepare('SELECT profile FROM users WHERE id = ?').get(userId) as
    | { profile: string }
    | undefined;
  if (!row) return;
  const next = mergeDeep(stored(row.profile), patch);
  db.prepare('UPDATE users SET profile = ? WHERE id = ?').run(JSON.stringify(next), userId);
}

/** Everyone in a customer account: account-level flags (plan, leave, deletion) are shared. */
export function accountUserIds(db: Db, clientId: string): string[] {
  return (
    db.prepare('SELECT id FROM users WHERE client_id = ? ORDER BY id').all(clientId) as { id: string }[]
  ).map((row) => row.id);
}

/** Applies `patch` to every user of the account in one transaction; returns their ids. */
export function patchAccountProfiles(db: Db, clientId: string, patch: ProfilePatch): string[] {
  const ids = accountUserIds(db, clientId);
  db.transaction(() => {
    for (const id of ids) patchProfile(db, id, patch);
  })();
  return ids;
}
