import type { FastifyPluginAsync } from 'fastify';
import type { GuestAuthData, GuestData } from 'proofdesk/contract';
import { bearerToken } from '../auth';
import type { Data } from '../data';
import {
  accessDenied,
  basicCredentials,
  type GuestAuth,
  guestOf,
  issueGuestSession,
  matchInvitation,
  requireGuest,
} from '../guests';
import { done, type ServerContext, send } from '../http';
import { findOrder } from '../orders';
import {
  type FileUrl,
  fileUrlFor,
  listAttachments,
  seesAttachment,
  toAttachmentInfo,
  type Viewer,
  visibleVersions,
} from '../proofing';
import { findUserById } from '../users';

/** Customer-review attachments newest first, each with its public versions newest first. */
async function guestAttachments(data: Data, guest: GuestAuth, fileUrl: FileUrl) {
  const viewer: Viewer = { kind: 'guest', guestId: guest.invitation.id, orderId: guest.order.id };
  const seen = (await listAttachments(data, guest.order.id)).filter((attachment) =>
    seesAttachment(viewer, attachment),
  );
  return Promise.all(
    seen.map(async (attachment) => ({
      id: attachment.id,
      createdAt: attachment.created_at,
      attachment: toAttachmentInfo(attachment),
      versions: await visibleVersions(data, viewer, guest.order, attachment.id, fileUrl),
    })),
  );
}

export const guestAuthRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    // No anti-forgery token (it is the sign-in of the guest page); the 192-bit secret is the defence,
    // the rate limit only keeps the database quiet.
    app.post(
      '/g/reviewAuth',
      { config: { rateLimit: { max: 30, timeWindow: '1 minute', errorResponseBuilder: () => tooMany } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const credentials = basicCredentials(request.headers.authorization);
        const invitation = credentials
          ? await matchInvitation(ctx.data, credentials.id, credentials.secret)
          : undefined;
        const order = invitation ? await findOrder(ctx.data, invitation.order_id) : undefined;
        if (!invitation || !order || order.is_frozen === 1) return accessDenied(reply);
        const guest: GuestAuth = { sessionId: '', invitation, order };
        if ((await guestAttachments(ctx.data, guest, fileUrlFor(ctx))).length === 0)
          return accessDenied(reply);
        const issued = await issueGuestSession(ctx, invitation);
        const data: GuestAuthData = {
          accessToken: issued.accessToken,
          accessTokenExpiresAt: issued.expiresAt.toISOString(),
        };
        return send(reply, done({ data: data }));
      },
    );

    app.get('/g/guest/data', { preHandler: requireGuest(ctx) }, async (request, reply) => {
      const guest = guestOf(request);
      const attachments = await guestAttachments(ctx.data, guest, fileUrlFor(ctx));
      // "A frozen order or empty data gives 'Access Denied'" (frozen is refused by requireGuest).
      if (attachments.length === 0) return accessDenied(reply);
      const inviter = guest.invitation.inviter_id
        ? await findUserById(ctx.data, guest.invitation.inviter_id)
        : undefined;
      const data: GuestData = {
        accessToken: bearerToken(request.headers.authorization) ?? '',
        guestName: guest.invitation.guest_name,
        guestEmail: guest.invitation.guest_email,
        guestId: guest.invitation.id,
        guestAvatar: guest.invitation.guest_avatar,
        guestMessage: guest.invitation.message,
        inviter: {
          name: inviter ? `${inviter.firstname} ${inviter.lastname}` : '',
          avatar: inviter?.avatar ?? null,
        },
        orderId: guest.order.id,
        orderIsFrozen: guest.order.is_frozen === 1,
        orderProgress: guest.order.status,
        attachments,
      };
      return send(reply, done({ data: data }));
    });
  };

const tooMany = { statusCode: 429, message: 'Too many attempts. Please wait a minute and try again.' };
