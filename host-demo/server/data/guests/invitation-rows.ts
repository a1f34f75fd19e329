import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Q = Kysely<Database>;

/** Marks a live invitation revoked at `at` (ISO text, like the proofing tables' times). */
export async function markInvitationRevoked(db: Q, id: string, at: string): Promise<void> {
  await db
    .updateTable('guest_invitations')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes the live guest sessions an invitation opened, at `at` (epoch ms, like user sessions). */
export async function revokeGuestSessionsOf(db: Q, invitationId: string, at: number): Promise<void> {
  await db
    .updateTable('guest_sessions')
    .set({ revoked_at: at })
    .where('invitation_id', '=', invitationId)
    .where('revoked_at', 'is', null)
    .execute();
}

export interface InvitationRecord {
  id: string;
  order_id: string;
  token_hash: string;
  guest_name: string;
  guest_email: string;
  guest_avatar: string | null;
  message: string;
  inviter_id: string | null;
  created_at: string;
  revoked_at: string | null;
}

const INVITATION_COLUMNS = [
  'id',
  'order_id',
  'token_hash',
  'guest_name',
  'guest_email',
  'guest_avatar',
  'message',
  'inviter_id',
  'created_at',
  'revoked_at',
] as const;

export async function insertInvitation(db: Q, row: InvitationRecord): Promise<void> {
  await db
    .insertInto('guest_invitations')
    .values({
      id: row.id,
      order_id: row.order_id,
      token_hash: row.token_hash,
      guest_name: row.guest_name,
      guest_email: row.guest_email,
      guest_avatar: row.guest_avatar,
      message: row.message,
      inviter_id: row.inviter_id,
      created_at: row.created_at,
      revoked_at: row.revoked_at,
    })
    .execute();
}

export function selectInvitation(db: Q, id: string): Promise<InvitationRecord | undefined> {
  return db
    .selectFrom('guest_invitations')
    .select(INVITATION_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * An order's invitations, newest first, with their inviter's name. Two sent in the same millisecond
 * order by id (SQLite's rowid, insertion order, is not portable).
 */
export function selectInvitationsOf(db: Q, orderId: string) {
  return db
    .selectFrom('guest_invitations as i')
    .leftJoin('users as u', 'u.id', 'i.inviter_id')
    .select(INVITATION_COLUMNS.map((column) => `i.${column}` as const))
    .select(['u.firstname', 'u.lastname'])
    .where('i.order_id', '=', orderId)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
}

export interface GuestSessionRecord {
  id: string;
  invitation_id: string;
  order_id: string;
  expires_at: number;
  revoked_at: number | null;
}

export async function insertGuestSession(
  db: Q,
  row: GuestSessionRecord & { token_hash: string; created_at: number },
): Promise<void> {
  await db
    .insertInto('guest_sessions')
    .values({
      id: row.id,
      token_hash: row.token_hash,
      invitation_id: row.invitation_id,
      order_id: row.order_id,
      expires_at: row.expires_at,
      revoked_at: row.revoked_at,
      created_at: row.created_at,
    })
    .execute();
}

export function selectGuestSessionByTokenHash(
  db: Q,
  tokenHash: string,
): Promise<GuestSessionRecord | undefined> {
  return db
    .selectFrom('guest_sessions')
    .select(['id', 'invitation_id', 'order_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}
