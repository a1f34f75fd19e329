import type { ClientProfile, User } from 'proofdesk/contract';
import type { Db } from '../db';
import { timeZoneLabel } from '../hours';
import { defaultProfile, mergeDeep, type ProfileExtras } from './profile-defaults';
import { type ClientRow, effectiveWhitelabel, findClientById, type UserRow } from './rows';

function storedExtras(row: UserRow): Partial<ProfileExtras> {
  try {
    const parsed: unknown = JSON.parse(row.profile);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<ProfileExtras>) : {};
  } catch {
    return {};
  }
}

/** Builds the full User entity (dashboard spec §3) from a row, its account and stored extras. */
export function toUser(db: Db, row: UserRow, now: Date): User {
  const client = findClientById(db, row.client_id);
  const extras = mergeDeep(defaultProfile(), storedExtras(row));
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    emailAddress: row.email,
    avatar: row.avatar,
    jobTitle: row.job_title,
    role: row.role,
    timeZone: { value: row.time_zone, label: timeZoneLabel(row.time_zone, now) },
    viewOnly: row.view_only === 1,
    ...extras,
    haveFreeTrial: extras.membership.freeTrial.haveFreeTrial,
    isClientWhitelabel: client?.type === 'whitelabel',
    isClientProfileComplete: client ? client.profile_complete === 1 : true,
    whitelabelInfo: effectiveWhitelabel(db, client),
  };
}

/** A reseller's customer account carries the reseller's branding, like its users do. */
export function toClientProfile(db: Db, client: ClientRow): ClientProfile {
  return {
    id: client.id,
    companyName: client.name,
    isWhitelabel: client.type === 'whitelabel',
    whitelabelInfo: effectiveWhitelabel(db, client),
  };
}
