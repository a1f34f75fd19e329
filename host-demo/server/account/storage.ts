import { type StorageFigures, UNLIMITED } from 'proofdesk/rules';
import type { Db } from '../db';
import { patchAccountProfiles, profileOf } from './profile-store';

// Storage figures live in the account users' profile extras (the profile is the account's view
// of its plan); the owner's copy is read, every user's copy is written.

const quota = (value: unknown) => (value === UNLIMITED ? UNLIMITED : Number(value) || 0);

export function storageFigures(db: Db, clientId: string): StorageFigures | undefined {
  const row = db
    .prepare(`SELECT profile FROM users WHERE client_id = ? ORDER BY role = 'owner' DESC, id LIMIT 1`)
    .get(clientId) as { profile: string } | undefined;
  if (!row) return undefined;
  const { storages, retail } = profileOf(row);
  return {
    storages: { used: storages.used, quota: quota(storages.quota) },
    retail: {
      additionalStorageUsed: retail.additionalStorageUsed,
      additionalStorageQuota: quota(retail.additionalStorageQuota),
    },
  };
}

/** Adds (or with a negative number, frees) bytes on the plan's used storage. */
export function addStorageUsed(db: Db, clientId: string, bytes: number): void {
  const figures = storageFigures(db, clientId);
  if (!figures) return;
  const used = Math.max(0, (figures.storages?.used ?? 0) + bytes);
  patchAccountProfiles(db, clientId, { storages: { used } });
}
