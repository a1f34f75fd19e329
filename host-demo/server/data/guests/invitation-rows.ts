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
