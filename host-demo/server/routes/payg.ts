import type { FastifyPluginAsync } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  MEMBERSHIP_MESSAGES,
  PaygQuery,
  type PaygQuery as PaygQueryData,
  PaygSwitchBody,
  type PaygSwitchBody as PaygSwitchBodyData,
} from 'proofdesk/contract';
import { can, Subject as S } from 'proofdesk/rules';
import { accessUser, requireRight } from '../account';
import { authOf, csrfGuard, requireSession } from '../auth';
import { switchToMembership } from '../commerce';
import { done, fail, notFound, type ServerContext, send } from '../http';
import { paygAccounts, paygOf, rollOver, switchToPayg } from '../membership';

/**
 * Pay as you go (dashboard §2 /payg/list, /payg, /payg/switch). A customer reads its own account
 * (membership read right: owner and staff); internal staff with Pay as you Go Customer Info
 * (NAV_PAYG_CUSTOMER_INFO: operator, managers, CSO) read any account on it, chosen by clientId.
 * Switching is the owner's (membership update right).
 */
export const paygRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const session = requireSession(ctx);
    const readsAny = (user: Parameters<typeof can>[0]) => can(user, 'read', S.NAV_PAYG_CUSTOMER_INFO);
    const readsOwn = (user: Parameters<typeof can>[0]) => can(user, 'read', S.MEMBERSHIP);

    app.get<{ Querystring: PaygQueryData }>(
      '/payg',
      {
        schema: { querystring: PaygQuery },
        preHandler: [session, requireRight(ctx, (user) => readsAny(user) || readsOwn(user))],
      },
      async (request, reply) => {
        const { user } = authOf(request);
        const staff = readsAny(await accessUser(ctx, user));
        // Customers always read their own account, whatever clientId says.
        const clientId = staff ? (request.query.clientId ?? null) : user.client_id;
        if (!clientId) {
          return send(
            reply,
            fail(400, staff ? MEMBERSHIP_MESSAGES.noAccountChosen : ACCOUNT_MESSAGES.noAccount),
          );
        }
        const rolled = await rollOver(ctx.data, clientId, ctx.now());
        if (rolled.length > 0) ctx.hub.publish(rolled, 'reload-profile');
        const data = await paygOf(ctx.data, clientId);
        return data ? send(reply, done({ data })) : send(reply, notFound(MEMBERSHIP_MESSAGES.unknownAccount));
      },
    );

    app.get(
      '/payg/accounts',
      { preHandler: [session, requireRight(ctx, readsAny)] },
      async (_request, reply) => send(reply, done({ data: await paygAccounts(ctx.data) })),
    );

    app.put<{ Body: PaygSwitchBodyData }>(
      '/payg/switch',
      {
        schema: { body: PaygSwitchBody },
        preHandler: [
          session,
          requireRight(ctx, (user) => can(user, 'update', S.MEMBERSHIP)),
          csrfGuard(ctx, 'customer-package'),
        ],
      },
      async (request, reply) => {
        const { user } = authOf(request);
        if (!user.client_id) return send(reply, fail(400, ACCOUNT_MESSAGES.noAccount));
        const now = ctx.now();
        if (request.body.to === 'membership') {
          const owner = { clientId: user.client_id, userId: user.id };
          return send(reply, await switchToMembership(ctx.data, owner, request.body.planId, now));
        }
        const changed = await switchToPayg(ctx.data, user.client_id, now);
        if (changed.members.length > 0) {
          ctx.hub.publish(changed.members, 'reload-profile');
          ctx.hub.publish(changed.members, 'reload-sidebar');
        }
        // Already on pay as you go: the schedule refuses with "no cycle"; say it plainly.
        if (
          !changed.result.ok &&
          changed.members.length === 0 &&
          changed.result.message === MEMBERSHIP_MESSAGES.samePlan
        ) {
          return send(reply, fail(400, MEMBERSHIP_MESSAGES.alreadyPayg));
        }
        return send(reply, changed.result);
      },
    );
  };
