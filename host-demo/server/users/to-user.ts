import type { ClientProfile, User } from 'proofdesk/contract';
import type { Data } from '../data';
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
export async function toUser(data: Data, row: UserRow, now: Date): Promise<User> {
  const client = await findClientById(data, row.client_id);
  const whitelabelInfo = await effectiveWhitelabel(data, client);
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
    whitelabelInfo,
  };
}

/** A reseller's customer account carries the reseller's branding, like its users do. */
export async function toClientProfile(data: Data, client: ClientRow): Promise<ClientProfile> {
  return {
    id: client.id,
    companyName: client.name,
    isWhitelabel: client.type === 'whitelabel',
    whitelabelInfo: await effectiveWhitelabel(data, client),
  };
}
