import { type Kysely, sql } from 'kysely';
import { containsIgnoringCase, forUpdate } from '../dialect';
import type { Dialect } from '../open-data';
import type { Database } from '../schema';

type Q = Kysely<Database>;

/** A member of an account as the team pages read it. */
export interface MemberRecord {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  job_title: string;
  role: string;
  view_only: number;
  created_at: number;
  deactivated_at: number | null;
}

const MEMBER_COLUMNS = [
  'id',
  'firstname',
  'lastname',
  'email',
  'job_title',
  'role',
  'view_only',
  'created_at',
  'deactivated_at',
] as const;

export interface MemberFilter {
  clientId: string;
  search?: string;
  status: 'all' | 'active' | 'inactive';
}

function filtered(db: Q, dialect: Dialect, filter: MemberFilter) {
  let query = db.selectFrom('users').where('client_id', '=', filter.clientId);
  if (filter.status === 'active') query = query.where('deactivated_at', 'is', null);
  if (filter.status === 'inactive') query = query.where('deactivated_at', 'is not', null);
  const text = filter.search?.trim();
  if (text) {
    query = query.where((eb) =>
      eb.or([
        containsIgnoringCase(dialect, sql`firstname || ' ' || lastname`, text),
        containsIgnoringCase(dialect, eb.ref('email'), text),
        containsIgnoringCase(dialect, eb.ref('job_title'), text),
      ]),
    );
  }
  return query;
}

/** One page of an account's members (active first, then by name) and how many match in all. */
export async function selectMemberPage(
  db: Q,
  dialect: Dialect,
  filter: MemberFilter,
  page: number,
  limit: number,
): Promise<{ rows: MemberRecord[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, dialect, filter)
      .select(MEMBER_COLUMNS)
      .orderBy(sql`CASE WHEN deactivated_at IS NULL THEN 0 ELSE 1 END`)
      .orderBy(sql`firstname COLLATE nocase`)
      .orderBy(sql`lastname COLLATE nocase`)
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    filtered(db, dialect, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows: rows as MemberRecord[], total: Number(count?.n ?? 0) };
}

/** A member of the account, or undefined (another account's user is as unknown as a missing one). */
export async function selectMember(
  db: Q,
  clientId: string,
  memberId: string,
  lock?: Dialect,
): Promise<MemberRecord | undefined> {
  const query = db
    .selectFrom('users')
    .select(MEMBER_COLUMNS)
    .where('client_id', '=', clientId)
    .where('id', '=', memberId);
  return (await (lock ? forUpdate(lock, query, true) : query).executeTakeFirst()) as MemberRecord | undefined;
}

/** Whether another user holds the e-mail address (case-insensitive, as the column's collation). */
export async function emailTakenByOther(db: Q, email: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertMember(
  db: Q,
  row: {
    id: string;
    client_id: string;
    email: string;
    password_hash: string;
    firstname: string;
    lastname: string;
    job_title: string;
    role: string;
    time_zone: string;
    view_only: number;
    created_at: number;
  },
): Promise<void> {
  await db
    .insertInto('users')
    .values({ ...row, username: null, avatar: null })
    .execute();
}

export async function updateMember(
  db: Q,
  id: string,
  change: {
    firstname: string;
    lastname: string;
    email: string;
    job_title: string;
    role: string;
    view_only: number;
    password_hash?: string;
  },
): Promise<void> {
  await db.updateTable('users').set(change).where('id', '=', id).execute();
}

export async function setDeactivated(db: Q, id: string, at: number | null): Promise<void> {
  await db.updateTable('users').set({ deactivated_at: at }).where('id', '=', id).execute();
}

/** Revokes every live session of a user at `at`; answers the ids revoked (their sockets end). */
export async function revokeUserSessions(db: Q, userId: string, at: number): Promise<string[]> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
