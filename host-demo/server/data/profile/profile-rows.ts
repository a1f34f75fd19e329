import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Q = Kysely<Database>;

// Manage profile and General settings (issue 26): contact details of a user, company details of an
// account, the account's deletion request.

export interface ContactRow {
  phone: string;
  address: string;
  city: string;
  country: string;
}

export interface CompanyRow {
  name: string;
  phone: string;
  address: string;
  website: string;
}

export interface DeletionRow {
  reason: string;
  requestedBy: string | null;
  requestedAt: number;
  deleteAt: number;
}

export function selectContact(db: Q, userId: string): Promise<ContactRow | undefined> {
  return db
    .selectFrom('user_contacts')
    .select(['phone', 'address', 'city', 'country'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function writeContact(db: Q, userId: string, contact: ContactRow, at: number): Promise<void> {
  await db
    .insertInto('user_contacts')
    .values({ user_id: userId, ...contact, updated_at: at })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...contact, updated_at: at }))
    .execute();
}

/** The personal columns of a user (names, job title, time zone). */
export async function writePersonal(
  db: Q,
  userId: string,
  personal: { firstname: string; lastname: string; jobTitle: string; timeZone: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      firstname: personal.firstname,
      lastname: personal.lastname,
      job_title: personal.jobTitle,
      time_zone: personal.timeZone,
    })
    .where('id', '=', userId)
    .execute();
}

export async function selectPasswordHash(db: Q, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash;
}

export async function writePasswordHash(db: Q, userId: string, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
}

/** Every session of a user but the one kept (a password change signs the other devices out). */
export async function deleteOtherSessions(db: Q, userId: string, keepSessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepSessionId).execute();
}

export async function selectCompany(db: Q, clientId: string): Promise<CompanyRow | undefined> {
  const row = await db
    .selectFrom('clients')
    .leftJoin('client_details', 'client_details.client_id', 'clients.id')
    .select(['clients.name', 'client_details.phone', 'client_details.address', 'client_details.website'])
    .where('clients.id', '=', clientId)
    .executeTakeFirst();
  return row
    ? { name: row.name, phone: row.phone ?? '', address: row.address ?? '', website: row.website ?? '' }
    : undefined;
}

/** Name, details, and the account's profile marked complete (isClientProfileComplete). */
export async function writeCompany(db: Q, clientId: string, company: CompanyRow, at: number): Promise<void> {
  const { name, ...details } = company;
  await db.updateTable('clients').set({ name, profile_complete: 1 }).where('id', '=', clientId).execute();
  await db
    .insertInto('client_details')
    .values({ client_id: clientId, ...details, updated_at: at })
    .onConflict((conflict) => conflict.column('client_id').doUpdateSet({ ...details, updated_at: at }))
    .execute();
}

export async function selectDeletion(db: Q, clientId: string): Promise<DeletionRow | undefined> {
  return db
    .selectFrom('account_deletions')
    .select(['reason', 'requested_by as requestedBy', 'requested_at as requestedAt', 'delete_at as deleteAt'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** A new request; false when one is already pending (the unique key decides under a race). */
export async function insertDeletion(db: Q, clientId: string, deletion: DeletionRow): Promise<boolean> {
  const result = await db
    .insertInto('account_deletions')
    .values({
      client_id: clientId,
      reason: deletion.reason,
      requested_by: deletion.requestedBy,
      requested_at: deletion.requestedAt,
      delete_at: deletion.deleteAt,
    })
    .onConflict((conflict) => conflict.column('client_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Withdraws a request; false when there was none. */
export async function deleteDeletion(db: Q, clientId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('account_deletions')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Accounts whose 30 days are over at `now`. */
export async function selectDueDeletions(db: Q, now: number): Promise<string[]> {
  const rows = await db
    .selectFrom('account_deletions')
    .select('client_id')
    .where('delete_at', '<=', now)
    .orderBy('delete_at')
    .execute();
  return rows.map((row) => row.client_id);
}

/**
 * Deletes the account for good (its users, sessions, orders, files' rows and the rest cascade), in
 * one statement and only while its request is still due: a cancellation that got in first wins.
 * True when the account was deleted.
 */
export async function deleteDueClient(db: Q, clientId: string, now: number): Promise<boolean> {
  const result = await db
    .deleteFrom('clients')
    .where('id', '=', clientId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('account_deletions')
          .select('client_id')
          .where('client_id', '=', clientId)
          .where('delete_at', '<=', now),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The account's user ids (realtime: force-logout before the account goes). */
export async function selectMemberIds(db: Q, clientId: string): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('client_id', '=', clientId).execute();
  return rows.map((row) => row.id);
}

export interface ActiveOrderRow {
  id: string;
  orderNumber: number;
  name: string;
  status: string;
}

/**
 * The account's active orders: published (not drafts), not archived, not approved, completed or
 * cancelled; these block an account deletion.
 */
export function selectActiveOrders(db: Q, clientId: string): Promise<ActiveOrderRow[]> {
  return db
    .selectFrom('orders')
    .select(['id', 'order_number as orderNumber', 'name', 'status'])
    .where('client_id', '=', clientId)
    .where('status', 'not in', ['approved', 'completed', 'cancelled'])
    .where((eb) => eb.or([eb('card_state', 'is', null), eb('card_state', '!=', 'DRAFT_CARD')]))
    .where('archived_at', 'is', null)
    .orderBy('order_number')
    .execute();
}
