import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ACCOUNT_MESSAGES } from 'proofdesk/contract';
import { can, Subject as S } from 'proofdesk/rules';
import { applyProfilePatch, profileOf, requireRight } from '../account';
import { authOf, csrfGuard, requireSession } from '../auth';
import { done, fail, type ServerContext, send } from '../http';
import type { UserRow } from '../users';

type Flag = 'isScheduledDowngrade' | 'isScheduledUpgrade';

/** "A scheduled upgrade or downgrade can be cancelled." Owner only (membership update right). */
export const packageRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const preHandler = [
      requireSession(ctx),
      requireRight(ctx, (user) => can(user, 'update', S.MEMBERSHIP)),
      csrfGuard(ctx, 'customer-package'),
    ];

    async function cancel(reply: FastifyReply, user: UserRow, flag: Flag, nothing: string, message: string) {
      if (!user.client_id) return send(reply, fail(400, ACCOUNT_MESSAGES.noAccount));
      if (!profileOf(user)[flag]) return send(reply, fail(400, nothing));
      // The plan belongs to the account: every member's profile and sidebar change.
      const members = await applyProfilePatch(ctx.data, { clientId: user.client_id }, { [flag]: false });
      ctx.hub.publish(members, 'reload-profile');
      ctx.hub.publish(members, 'reload-sidebar');
      return send(reply, done({ message }));
    }

    app.put('/package/cancel-downgrade', { preHandler }, async (request, reply) =>
      cancel(
        reply,
        authOf(request).user,
        'isScheduledDowngrade',
        ACCOUNT_MESSAGES.noDowngrade,
        ACCOUNT_MESSAGES.downgradeCancelled,
      ),
    );

    app.put('/package/cancel-upgrade', { preHandler }, async (request, reply) =>
      cancel(
        reply,
        authOf(request).user,
        'isScheduledUpgrade',
        ACCOUNT_MESSAGES.noUpgrade,
        ACCOUNT_MESSAGES.upgradeCancelled,
      ),
    );
  };
