import type { Selectable } from 'kysely';
import type { ClientType, Role, WhitelabelInfo } from 'proofdesk/contract';
import { CLIENT_ROLES } from 'proofdesk/contract';
import type { Data } from '../data';
import type { ClientsTable, UsersTable } from '../data/schema';
import {
  selectClientById,
  selectUserByEmail,
  selectUserById,
  selectUserForLogin,
  selectUsersByIds,
} from '../data/users/user-rows';

/** A `users` row as the server reads it (created_at aside), its role one of the contract's. */
export type UserRow = Omit<Selectable<UsersTable>, 'created_at' | 'role'> & { role: Role };

/** A `clients` row as the server reads it (created_at aside). */
export type ClientRow = Omit<Selectable<ClientsTable>, 'created_at' | 'type'> & {
  type: 'direct' | 'whitelabel';
};

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
