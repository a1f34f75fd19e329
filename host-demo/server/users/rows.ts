import type { ClientType, Role, WhitelabelInfo } from 'proofdesk/contract';
import { CLIENT_ROLES } from 'proofdesk/contract';
import type { Data } from '../data';
import {
  selectClientById,
  selectUserByEmail,
  selectUserById,
  selectUserForLogin,
  selectUsersByIds,
} from '../data/users/user-rows';

export interface UserRow {
  id: string;
  client_id: string | null;
  email: string;
  username: string | null;
  password_hash: string;
  firstname: string;
  lastname: string;
  avatar: string | null;
  job_title: string;
  role: Role;
  time_zone: string;
  view_only: number;
  profile: string;
}

export interface ClientRow {
  id: string;
  name: string;
  type: 'direct' | 'whitelabel';
  parent_client_id: string | null;
  whitelabel: string | null;
  profile_complete: number;
}

/**
 * The user a sign-in name denotes on a client: customers sign in with their e-mail; the admin
 * screen also accepts a plain username (spec: "the username is plain text").
 */
export async function findUserForLogin(
  data: Data,
  login: string,
  clientKind: ClientType,
): Promise<UserRow | undefined> {
  return (await selectUserForLogin(data.db, login.trim(), clientKind === 'admin')) as UserRow | undefined;
}

export function isRoleAllowedOn(role: Role, clientKind: ClientType): boolean {
  return (CLIENT_ROLES[clientKind] as readonly Role[]).includes(role);
}

/** The session check's read on every signed-in request. */
export const findUserById = async (data: Data, id: string) =>
  (await selectUserById(data.db, id)) as UserRow | undefined;

/** An `IN` list; no particular order. */
export const findUsersByIds = async (data: Data, ids: readonly string[]) =>
  (await selectUsersByIds(data.db, ids)) as UserRow[];

export const findUserByEmail = async (data: Data, email: string) =>
  (await selectUserByEmail(data.db, email.trim())) as UserRow | undefined;

export const findClientById = async (data: Data, id: string | null) =>
  id === null ? undefined : ((await selectClientById(data.db, id)) as ClientRow | undefined);

export function parseWhitelabel(client: ClientRow | undefined): WhitelabelInfo | null {
  if (!client?.whitelabel) return null;
  try {
    return JSON.parse(client.whitelabel) as WhitelabelInfo;
  } catch {
    return null;
  }
}

/**
 * The branding a user of this account sees: a white-label account's own, or, for a reseller's
 * customer, the reseller's. Direct accounts have none (the SDK's default theme applies).
 */
export async function effectiveWhitelabel(
  data: Data,
  client: ClientRow | undefined,
): Promise<WhitelabelInfo | null> {
  if (!client) return null;
  if (client.type === 'whitelabel') return parseWhitelabel(client);
  return parseWhitelabel(await findClientById(data, client.parent_client_id));
}
