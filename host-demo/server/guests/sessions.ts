import { randomUUID } from 'node:crypto';
import { hashToken, randomToken } from '../auth';
import type { ServerContext } from '../http';
import { findOrder, type OrderRow } from '../orders';
import { findInvitation, type InvitationRow } from './invitations';

export interface GuestAuth {
  sessionId: string;
  invitation: InvitationRow;
  order: OrderRow;
}

type Ctx = Pick<ServerContext, 'db' | 'now' | 'tokenTtlSeconds'>;

/** A guest session is bound to ONE order: the invitation's. It lives in its own table, so a guest
 * token is never found by `requireSession` and every non-guest route refuses it. */
export function issueGuestSession(
  ctx: Ctx,
  invitation: InvitationRow,
): { accessToken: string; expiresAt: Date } {
  const accessToken = randomToken();
  const created = ctx.now().getTime();
  const expires = created + ctx.tokenTtlSeconds * 1000;
  ctx.db
    .prepare(
      `INSERT INTO guest_sessions (id, token_hash, invitation_id, order_id, expires_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(randomUUID(), hashToken(accessToken), invitation.id, invitation.order_id, expires, created);
  return { accessToken, expiresAt: new Date(expires) };
}

/** Live session, live invitation, existing order that is not frozen — or undefined. */
export function findGuestAuth(ctx: Ctx, accessToken: string): GuestAuth | undefined {
  const row = ctx.db
    .prepare(
      'SELECT id, invitation_id, order_id, expires_at, revoked_at FROM guest_sessions WHERE token_hash = ?',
    )
    .get(hashToken(accessToken)) as
    | { id: string; invitation_id: string; order_id: string; expires_at: number; revoked_at: number | null }
    | undefined;
  if (!row || row.revoked_at !== null || row.expires_at <= ctx.now().getTime()) return undefined;
  const invitation = findInvitation(ctx.db, row.invitation_id);
  const order = findOrder(ctx.db, row.order_id);
  if (!invitation || invitation.revoked_at || !order || order.is_frozen === 1) return undefined;
  return { sessionId: row.id, invitation, order };
}
