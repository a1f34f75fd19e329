import type { Kysely } from 'kysely';
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
] as const;

export function selectUserById(db: Q, id: string) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
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

export async function updateProfile(db: Q, userId: string, profile: string): Promise<void> {
  await db.updateTable('users').set({ profile }).where('id', '=', userId).execute();
}
