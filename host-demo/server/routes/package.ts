import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  type PackageData,
  ScheduleBody,
  type ScheduleBody as ScheduleBodyData,
} from 'proofdesk/contract';
import { can, Subject as S } from 'proofdesk/rules';
import { profileOf, requireRight } from '../account';
import { authOf, csrfGuard, requireSession } from '../auth';
import { extrasForSale } from '../commerce';
import { transaction } from '../data';
import { selectProfile } from '../data/users/user-rows';
import { done, fail, type ServerContext, send } from '../http';
import { type Changed, cancelScheduled, planState, rollOver, schedulePlan, toPlan } from '../membership';
import type { UserRow } from '../users';

/**
 * Membership (issue 25): the plan, the catalogue, the scheduled change and the extras for sale;
 * scheduling an upgrade or downgrade and cancelling it ("A scheduled upgrade or downgrade can be
 * cancelled"). The management calls are the owner's (membership update right); staff read the
 * membership through their profile's meters, not here.
 */
export const packageRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const session = requireSession(ctx);
    const manage = requireRight(ctx, (user) => can(user, 'update', S.MEMBERSHIP));
    const csrf = csrfGuard(ctx, 'customer-package');

    /** The plan belongs to the account: every member's profile and sidebar change. */
    const answer = (reply: FastifyReply, changed: Changed) => {
      if (changed.members.length > 0) {
        ctx.hub.publish(changed.members, 'reload-profile');
        ctx.hub.publish(changed.members, 'reload-sidebar');
      }
      return send(reply, changed.result);
    };

    const accountOf = (user: UserRow) => user.client_id;

    app.get('/package', { preHandler: [session, manage] }, async (request, reply) => {
      const clientId = accountOf(authOf(request).user);
      if (!clientId) return send(reply, fail(400, ACCOUNT_MESSAGES.noAccount));
      const now = ctx.now();
      const rolled = await rollOver(ctx.data, clientId, now);
      if (rolled.length > 0) {
        ctx.hub.publish(rolled, 'reload-profile');
        ctx.hub.publish(rolled, 'reload-sidebar');
      }
      const data = await transaction(ctx.data, async (trx): Promise<PackageData> => {
        const { user } = authOf(request);
        // Read again: the roll-over may have just changed it.
        const profile = profileOf({ profile: (await selectProfile(trx, user.id)) ?? user.profile });
        const state = await planState(trx, clientId, profile);
        const kind = profile.isScheduledUpgrade ? 'upgrade' : 'downgrade';
        return {
          plan: toPlan(state.current, state.current),
          scheduled: state.scheduled ? { plan: toPlan(state.scheduled, state.current), kind } : null,
          plans: state.plans.map((plan) => toPlan(plan, state.current)),
          extras: await extrasForSale(trx),
        };
      });
      return send(reply, done({ data }));
    });

    app.put<{ Body: ScheduleBodyData }>(
      '/package/schedule',
      { schema: { body: ScheduleBody }, preHandler: [session, manage, csrf] },
      async (request, reply) => {
        const clientId = accountOf(authOf(request).user);
        if (!clientId) return send(reply, fail(400, ACCOUNT_MESSAGES.noAccount));
        return answer(reply, await schedulePlan(ctx.data, clientId, request.body.planId, ctx.now()));
      },
    );

    app.put('/package/cancel-downgrade', { preHandler: [session, manage, csrf] }, async (request, reply) => {
      const clientId = accountOf(authOf(request).user);
      if (!clientId) return send(reply, fail(400, ACCOUNT_MESSAGES.noAccount));
      const texts = { nothing: ACCOUNT_MESSAGES.noDowngrade, message: ACCOUNT_MESSAGES.downgradeCancelled };
      return answer(
        reply,
        await cancelScheduled(ctx.data, clientId, 'isScheduledDowngrade', texts, ctx.now()),
      );
    });

    app.put('/package/cancel-upgrade', { preHandler: [session, manage, csrf] }, async (request, reply) => {
      const clientId = accountOf(authOf(request).user);
      if (!clientId) return send(reply, fail(400, ACCOUNT_MESSAGES.noAccount));
      const texts = { nothing: ACCOUNT_MESSAGES.noUpgrade, message: ACCOUNT_MESSAGES.upgradeCancelled };
      return answer(reply, await cancelScheduled(ctx.data, clientId, 'isScheduledUpgrade', texts, ctx.now()));
    });

    // Retail (dashboard §2 /retail): the extras for sale. The account's figures are the profile's
    // `retail` (staff read them too, "retail" read right); buying goes through the cart (owner).
    app.get(
      '/retail',
      { preHandler: [session, requireRight(ctx, (user) => can(user, 'read', S.RETAIL))] },
      async (_request, reply) => send(reply, done({ data: { extras: await extrasForSale(ctx.data.db) } })),
    );
  };
