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

/** The profile extras a user currently has (stored values over defaults). */
export function profileOf(row: Pick<UserRow, 'profile'>): ProfileExtras {
  return mergeDeep(defaultProfile(), stored(row.profile));
}

/** A user's profile extras as stored now (after a patch); undefined for an unknown user. */
export function storedProfileOf(db: Db, userId: string): ProfileExtras | undefined {
  const row = db.prepare('SELECT profile FROM users WHERE id = ?').get(userId) as
    | { profile: string }
    | undefined;
  return row ? profileOf(row) : undefined;
}

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
