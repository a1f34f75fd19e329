import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  TourBody,
  type TourBody as TourBodyData,
  TourParams,
  type TourParams as TourParamsData,
  tourFlagsOf,
} from 'proofdesk/contract';
import { can, canReactivateSubscription, Subject as S } from 'proofdesk/rules';
import { applyProfilePatch, profileOf, requireRight, storedProfileOf } from '../account';
import { authOf, bearerToken, csrfGuard, hashToken, requireSession } from '../auth';
import { done, fail, type ServerContext, send } from '../http';

export const accountProfileRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const session = requireSession(ctx);
    const csrf = csrfGuard(ctx, 'profile');

    /** Members of the caller's account get the new profile and sidebar (meters, banners). */
    const reloadAccount = (members: string[]) => {
      ctx.hub.publish(members, 'reload-profile');
      ctx.hub.publish(members, 'reload-sidebar');
    };

    // Signed-in users with an unverified address; a mail is per user, so no account check.
    // Limited per session (5 a minute): each call would send an e-mail.
    const perSession = (request: FastifyRequest) =>
      hashToken(bearerToken(request.headers.authorization) ?? request.ip);
    app.put(
      '/profile/resend-email-verification',
      {
        preHandler: [session, csrf],
        config: { rateLimit: { max: 5, timeWindow: 60_000, keyGenerator: perSession } },
      },
      async (request, reply) => {
        const user = authOf(request).user;
        if (profileOf(user).emailIsVerified) return send(reply, fail(400, ACCOUNT_MESSAGES.alreadyVerified));
        // The reference server sends no mail; the request is logged so a demo can see it happen.
        request.log.info({ userId: user.id }, 'verification e-mail requested');
        return send(reply, done({ message: ACCOUNT_MESSAGES.verificationSent }));
      },
    );

    // Withdraws a deletion request and a scheduled downgrade: the plan simply continues.
    app.put(
      '/profile/continue-subscription',
      { preHandler: [session, requireRight(ctx, (user) => can(user, 'update', S.MEMBERSHIP)), csrf] },
      async (request, reply) => {
        const user = authOf(request).user;
        const profile = profileOf(user);
        if (!user.client_id || (!profile.isRequestDeletion && !profile.isScheduledDowngrade)) {
          return send(reply, fail(400, ACCOUNT_MESSAGES.nothingToContinue));
        }
        reloadAccount(
          await applyProfilePatch(
            ctx.data,
            { clientId: user.client_id },
            { isRequestDeletion: false, isScheduledDowngrade: false },
          ),
        );
        return send(reply, done({ message: ACCOUNT_MESSAGES.subscriptionContinued }));
      },
    );

    // "Finishing or skipping a tour marks it false on the server." Tour flags are per user.
    app.put<{ Params: TourParamsData; Body: TourBodyData }>(
      '/profile/tour/:tourId',
      {
        schema: { params: TourParams, body: TourBody },
        preHandler: [session, requireRight(ctx, (user) => can(user, 'update', S.TOUR_GUIDE)), csrf],
      },
      async (request, reply) => {
        const user = authOf(request).user;
        const flags = tourFlagsOf(request.params.tourId);
        const tour = Object.fromEntries(flags.map((flag) => [flag, request.body.data]));
        await applyProfilePatch(ctx.data, { userId: user.id }, { tour });
        return send(reply, done({ data: (await storedProfileOf(ctx.data, user.id))?.tour }));
      },
    );

    // Subscription-leave reactivation (chosen path). "Only users with the subscription-leave
    // update right can reactivate; others are told to contact the owner."
    app.put(
      '/profile/reactivate-subscription',
      {
        preHandler: [
          session,
          requireRight(ctx, canReactivateSubscription, ACCOUNT_MESSAGES.reactivateDenied),
          csrf,
        ],
      },
      async (request, reply) => {
        const user = authOf(request).user;
        if (!user.client_id || !profileOf(user).membership.onSubscriptionLeave) {
          return send(reply, fail(400, ACCOUNT_MESSAGES.notOnLeave));
        }
        reloadAccount(
          await applyProfilePatch(
            ctx.data,
            { clientId: user.client_id },
            {
              membership: {
                onSubscriptionLeave: false,
                onSubscriptionLeaveReactivationDateFormat: null,
                isActive: true,
              },
            },
          ),
        );
        return send(reply, done({ message: ACCOUNT_MESSAGES.reactivated }));
      },
    );
  };
