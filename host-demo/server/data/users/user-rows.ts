import type { Kysely } from 'kysely';
import { forUpdate } from '../dialect';
import type { Dialect } from '../open-data';
import type { Database } from '../schema';

type Q = Kysely<Database>;

// The users table's columns as the server's UserRow has them (created_at is not part of it).
const USER_COLUMNS = [
  'id',
  'client_id',
  'email',
  'username',
  'password_hash',
  'firstname',
  'lastname',
  'avatar',
  'job_title',
  'role',
  'time_zone',
  'view_only',
  'profile',
  'deactivated_at',
] as const;

export function selectUserById(db: Q, id: string) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function selectUsersByIds(db: Q, ids: readonly string[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('users').select(USER_COLUMNS).where('id', 'in', ids).execute();
}

/** Customers sign in with their e-mail; `orUsername` also accepts a plain username (the admin screen). */
export function selectUserForLogin(db: Q, login: string, orUsername: boolean) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where((eb) =>
      orUsername ? eb.or([eb('email', '=', login), eb('username', '=', login)]) : eb('email', '=', login),
    )
    .limit(1)
    .executeTakeFirst();
}

export function selectUserByEmail(db: Q, email: string) {
  return db.selectFrom('users').select(USER_COLUMNS).where('email', '=', email).executeTakeFirst();
}

/** A user's stored profile extras (JSON text); undefined for an unknown user. */
export async function selectProfile(db: Q, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('profile').where('id', '=', userId).executeTakeFirst();
  return row?.profile;
}

/**
 * The stored profiles of one user (`userId`) or of every user of an account (`clientId`), by id;
 * with `lock`, locked to the transaction's end on PostgreSQL: a patch reads, merges and writes the
 * JSON, and two patches at once must not lose one another's keys (SQLite's write lock already
 * queues them). FOR NO KEY UPDATE: a profile is no key, and the rows that name a user (an upload
 * registration's attachment and version, written in the same transaction) take KEY SHARE on it,
 * which FOR UPDATE would wait on: two registrations would deadlock.
 */
export function selectProfilesOf(
  db: Q,
  of: { userId: string } | { clientId: string },
  lock?: Dialect,
): Promise<{ id: string; role: string; profile: string }[]> {
  const query = db
    .selectFrom('users')
    .select(['id', 'role', 'profile'])
    .where('userId' in of ? 'id' : 'client_id', '=', 'userId' in of ? of.userId : of.clientId)
    .orderBy('id');
  return (lock ? forUpdate(lock, query, true) : query).execute();
}

export function selectClientById(db: Q, id: string) {
  return db
    .selectFrom('clients')
    .select(['id', 'name', 'type', 'parent_client_id', 'whitelabel', 'profile_complete'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateProfile(db: Q, userId: string, profile: string): Promise<void> {
  await db.updateTable('users').set({ profile }).where('id', '=', userId).execute();
}
