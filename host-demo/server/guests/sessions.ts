import { randomUUID } from 'node:crypto';
import { hashToken, randomToken } from '../auth';
import { insertGuestSession, selectGuestSessionByTokenHash } from '../data/guests/invitation-rows';
import { readOrder } from '../data/orders/order-rows';
import type { ServerContext } from '../http';
import type { OrderRow } from '../orders';
import { findInvitation, type InvitationRow } from './invitations';

export interface GuestAuth {
  sessionId: string;
  invitation: InvitationRow;
  order: OrderRow;
}

type Ctx = Pick<ServerContext, 'data' | 'now' | 'tokenTtlSeconds'>;

/** A guest session is bound to ONE order: the invitation's. It lives in its own table, so a guest
 * token is never found by `requireSession` and every non-guest route refuses it. */
export async function issueGuestSession(
  ctx: Ctx,
  invitation: InvitationRow,
): Promise<{ accessToken: string; expiresAt: Date }> {
  const accessToken = randomToken();
  const created = ctx.now().getTime();
  const expires = created + ctx.tokenTtlSeconds * 1000;
  await insertGuestSession(ctx.data.db, {
    id: randomUUID(),
    token_hash: hashToken(accessToken),
    invitation_id: invitation.id,
    order_id: invitation.order_id,
    expires_at: expires,
    revoked_at: null,
    created_at: created,
  });
  return { accessToken, expiresAt: new Date(expires) };
}

/** Live session, live invitation, existing order that is not frozen — or undefined. */
export async function findGuestAuth(ctx: Ctx, accessToken: string): Promise<GuestAuth | undefined> {
  const row = await selectGuestSessionByTokenHash(ctx.data.db, hashToken(accessToken));
  if (!row || row.revoked_at !== null || row.expires_at <= ctx.now().getTime()) return undefined;
  const invitation = await findInvitation(ctx.data, row.invitation_id);
  const order = await readOrder(ctx.data.db, row.order_id);
  if (!invitation || invitation.revoked_at || !order || order.is_frozen === 1) return undefined;
  return { sessionId: row.id, invitation, order };
}
