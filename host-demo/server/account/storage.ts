import { isStorageBlocked, type StorageFigures, UNLIMITED } from 'proofdesk/rules';
import { type Data, type Dialect, type Trx, transaction } from '../data';
import { selectProfilesOf, updateProfile } from '../data/users/user-rows';
import { mergedProfile, profileOf } from './profile-store';

// Storage figures live in the account users' profile extras (the profile is the account's view
// of its plan); the owner's copy is read, every user's copy is written.

const quota = (value: unknown) => (value === UNLIMITED ? UNLIMITED : Number(value) || 0);

function figuresOf(row: { profile: string }): StorageFigures {
  const { storages, retail } = profileOf(row);
  return {
    storages: { used: storages.used, quota: quota(storages.quota) },
    retail: {
      additionalStorageUsed: retail.additionalStorageUsed,
      additionalStorageQuota: quota(retail.additionalStorageQuota),
    },
  };
}

/** The copy the figures are read from: the owner's, else the account's first user by id. */
const ownersRow = <R extends { role: string }>(rows: R[]) =>
  rows.find((row) => row.role === 'owner') ?? rows[0];

export async function storageFigures(data: Data, clientId: string): Promise<StorageFigures | undefined> {
  const row = ownersRow(await selectProfilesOf(data.db, { clientId }));
  return row ? figuresOf(row) : undefined;
}

/**
 * Adds (or with a negative number, frees) bytes on the plan's used storage inside the caller's
 * transaction: the account's users' rows are read and written there, locked on PostgreSQL, so
 * uploads finishing at once all count. With `withinQuota`, adds nothing and answers false when the
 * bytes would pass the quota (read under the same lock, so two registrations cannot both fit).
 */
export async function addStorageUsedIn(
  trx: Trx,
  dialect: Dialect,
  clientId: string,
  bytes: number,
  withinQuota = false,
): Promise<boolean> {
  const rows = await selectProfilesOf(trx, { clientId }, dialect);
  const owner = ownersRow(rows);
  if (!owner) return true;
  const before = figuresOf(owner);
  if (withinQuota && isStorageBlocked(before, bytes)) return false;
  const used = Math.max(0, (before.storages?.used ?? 0) + bytes);
  for (const row of rows)
    await updateProfile(trx, row.id, mergedProfile(row.profile, { storages: { used } }));
  return true;
}

/** `addStorageUsedIn` in a transaction of its own. */
export async function addStorageUsed(data: Data, clientId: string, bytes: number): Promise<void> {
  await transaction(data, (trx) => addStorageUsedIn(trx, data.dialect, clientId, bytes));
}
