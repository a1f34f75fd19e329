import { type Data, transaction } from '../data';
import { selectProfile, selectProfilesOf, updateProfile } from '../data/users/user-rows';
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
