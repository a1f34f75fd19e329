import type { FastifyPluginAsync } from 'fastify';
import {
  type GuestInvitation,
  GuestInvitationBody,
  GuestInvitationOrderParams,
  GuestInvitationParams,
} from 'proofdesk/contract';
import { canInviteGuests, canRevokeGuestInvites } from 'proofdesk/rules';
import { authOf, csrfGuard, requireSession } from '../auth';
import { addInvitation, findInvitation, invitationLink, listInvitations, revokeInvitation } from '../guests';
import { denied, done, notFound, type Result, type ServerContext, send } from '../http';
import { asResellerOf, findReadableOrder } from '../orders';
import { accessOf } from '../proofing';
import type { UserRow } from '../users';

type OrderPath = { orderId: string };
type InvitationPath = OrderPath & { invitationId: string };
type Row = Awaited<ReturnType<typeof listInvitations>>[number];

const toWire = (row: Row): GuestInvitation => ({
  id: row.id,
  guestName: row.guest_name,
  guestEmail: row.guest_email,
  message: row.message,
  inviter: { id: row.inviter_id, name: row.firstname ? `${row.firstname} ${row.lastname ?? ''}`.trim() : '' },
  createdAt: row.created_at,
  revokedAt: row.revoked_at,
});

/**
 * Guest invitations (proofing §1 "external guest reviewers, who reach a file through an invitation
 * link"; the spec shows no call, so the paths are ours: docs/api.md "Guest invitations"). Who may:
 * the guest-reviewer-invite right of sdk/core/access (owner, operators, managers, admin) on an order they
 * may read, never as the white-label reseller of its account (`canInviteGuests`, issue 20). Revoking:
 * the delete right (the owner's "guest reviewer control"), likewise, or the one who sent it.
 */
export const guestInvitationRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const session = requireSession(ctx);
    const writes = [session, csrfGuard(ctx, 'card')];
    const BASE = '/order/:orderId/guest-invitations';

    /** The order when `user` may read it and holds `right` on invitations; else the refusal. */
    const gate = async (
      user: UserRow,
      orderId: string,
      action: 'read' | 'create',
    ): Promise<Result | undefined> => {
      const order = await findReadableOrder(ctx.data, user, orderId);
      if (!order) return notFound();
      return canInviteGuests(accessOf(user), asResellerOf(user, order), action) ? undefined : denied();
    };

    app.get<{ Params: OrderPath }>(
      BASE,
      { schema: { params: GuestInvitationOrderParams }, preHandler: session },
      async (request, reply) => {
        const refused = await gate(authOf(request).user, request.params.orderId, 'read');
        if (refused) return send(reply, refused);
        return send(
          reply,
          done({ data: (await listInvitations(ctx.data, request.params.orderId)).map(toWire) }),
        );
      },
    );

    app.post<{ Params: OrderPath; Body: GuestInvitationBody }>(
      BASE,
      { schema: { params: GuestInvitationOrderParams, body: GuestInvitationBody }, preHandler: writes },
      async (request, reply) => {
        const { user } = authOf(request);
        const { orderId } = request.params;
        const refused = await gate(user, orderId, 'create');
        if (refused) return send(reply, refused);
        const { name, email, message = '' } = request.body;
        const created = await addInvitation(ctx.data, {
          orderId,
          guestName: name.trim(),
          guestEmail: email.trim(),
          message: message.trim(),
          inviterId: user.id,
          now: ctx.now(),
        });
        const row = (await listInvitations(ctx.data, orderId)).find((item) => item.id === created.id);
        if (!row) return send(reply, notFound());
        const data: GuestInvitation = {
          ...toWire(row),
          link: invitationLink(ctx.publicUrl(), created.linkToken),
        };
        return send(reply, done({ data, id: created.id }));
      },
    );

    app.delete<{ Params: InvitationPath }>(
      `${BASE}/:invitationId`,
      { schema: { params: GuestInvitationParams }, preHandler: writes },
      async (request, reply) => {
        const { user } = authOf(request);
        const { orderId, invitationId } = request.params;
        const order = await findReadableOrder(ctx.data, user, orderId);
        if (!order) return send(reply, notFound());
        const invitation = await findInvitation(ctx.data, invitationId);
        if (!invitation || invitation.order_id !== orderId) return send(reply, notFound());
        const mayRevoke =
          canRevokeGuestInvites(accessOf(user), asResellerOf(user, order)) ||
          invitation.inviter_id === user.id;
        if (!mayRevoke) return send(reply, denied());
        await revokeInvitation(ctx.data, invitationId, ctx.now());
        return send(reply, done({ message: 'The invitation was revoked.' }));
      },
    );
  };
