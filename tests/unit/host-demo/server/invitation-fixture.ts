import type Database from 'better-sqlite3';
import { invitationRecord, type NewInvitation } from '../../../../host-demo/server/guests';

/** Stores an invitation straight into the server's SQLite database (a fixture); its link token. */
export function createInvitation(
  db: Database.Database,
  input: NewInvitation,
): { id: string; linkToken: string } {
  const { row, linkToken } = invitationRecord(input);
  db.prepare(
    `INSERT INTO guest_invitations (id, order_id, token_hash, guest_name, guest_email, guest_avatar, message,
       inviter_id, created_at, revoked_at) VALUES (@id, @order_id, @token_hash, @guest_name, @guest_email,
       @guest_avatar, @message, @inviter_id, @created_at, @revoked_at)`,
  ).run(row);
  return { id: row.id, linkToken };
}
