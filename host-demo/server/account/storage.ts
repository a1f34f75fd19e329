import { type StorageFigures, UNLIMITED } from 'proofdesk/rules';
import { type Data, transaction } from '../data';
import { selectProfilesOf, updateProfile } from '../data/users/user-rows';
import type { Db } from '../db';
import { mergedProfile, patchAccountProfiles, profileOf } from './profile-store';

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

export function storageFigures(db: Db, clientId: string): StorageFigures | undefined {
  const row = db
    .prepare(`SELECT profile FROM users WHERE client_id = ? ORDER BY role = 'owner' DESC, id LIMIT 1`)
    .get(clientId) as { profile: string } | undefined;
  return row ? figuresOf(row) : undefined;
}

/** Adds (or with a negative number, frees) bytes on the plan's used storage. */
export function addStorageUsed(db: Db, clientId: string, bytes: number): void {
  const figures = storageFigures(db, clientId);
  if (!figures) return;
  const used = Math.max(0, (figures.storages?.used ?? 0) + bytes);
  patchAccountProfiles(db, clientId, { storages: { used } });
}

/** `storageFigures` on the data layer. */
export async function loadStorageFigures(data: Data, clientId: string): Promise<StorageFigures | undefined> {
  const row = ownersRow(await selectProfilesOf(data.db, { clientId }));
  return row ? figuresOf(row) : undefined;
}

/**
 * `addStorageUsed` on the data layer: the account's users' rows are read and written in one
 * transaction, locked on PostgreSQL, so uploads finishing at once all count.
 */
export function recordStorageUsed(data: Data, clientId: string, bytes: number): Promise<void> {
  return transaction(data, async (trx) => {
    const rows = await selectProfilesOf(trx, { clientId }, data.dialect);
    const owner = ownersRow(rows);
    if (!owner) return;
    const used = Math.max(0, (figuresOf(owner).storages?.used ?? 0) + bytes);
    for (const row of rows)
      await updateProfile(trx, row.id, mergedProfile(row.profile, { storages: { used } }));
  });
}
