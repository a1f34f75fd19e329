import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  LeaveBody,
  type LeaveBody as LeaveBodyData,
  MEMBERSHIP_MESSAGES,
  TourBody,
  type TourBody as TourBodyData,
  TourParams,
  type TourParams as TourParamsData,
  tourFlagsOf,
} from 'proofdesk/contract';
import { can, canReactivateSubscription, fillTemplate, Subject as S } from 'proofdesk/rules';
import { applyProfilePatch, profileOf, requireRight, storedProfileOf } from '../account';
import { authOf, bearerToken, csrfGuard, hashToken, requireSession } from '../auth';
import { clearScheduledPlan } from '../data/membership/plan-rows';
import { deleteDeletion } from '../data/profile/profile-rows';
import { done, fail, type ServerContext, send } from '../http';
import { addMonths, leaveDateText } from '../membership';

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

    // Withdraws a deletion request and a scheduled downgrade, and ends a subscription leave: the
    // plan simply continues. "Only users with the subscription-leave update right can reactivate;
    // others are told to contact the owner."
    app.put(
      '/profile/continue-subscription',
      {
        preHandler: [
          session,
          requireRight(
            ctx,
            (user) => can(user, 'update', S.MEMBERSHIP) && canReactivateSubscription(user),
            ACCOUNT_MESSAGES.reactivateDenied,
          ),
          csrf,
        ],
      },
      async (request, reply) => {
        const user = authOf(request).user;
        const profile = profileOf(user);
        const onLeave = profile.membership.onSubscriptionLeave;
        if (!user.client_id || (!profile.isRequestDeletion && !profile.isScheduledDowngrade && !onLeave)) {
          return send(reply, fail(400, ACCOUNT_MESSAGES.nothingToContinue));
        }
        if (profile.isScheduledDowngrade)
          await clearScheduledPlan(ctx.data.db, user.client_id, ctx.now().getTime());
        // A deletion request is withdrawn with it (the account continues; issue 26).
        if (profile.isRequestDeletion) await deleteDeletion(ctx.data.db, user.client_id);
        const leaveEnds = onLeave
          ? {
              membership: {
                onSubscriptionLeave: false,
                onSubscriptionLeaveReactivationDateFormat: null,
                isActive: true,
              },
            }
          : {};
        reloadAccount(
          await applyProfilePatch(
            ctx.data,
            { clientId: user.client_id },
            {
              isRequestDeletion: false,
              accountDeletionOn: null,
              isScheduledDowngrade: false,
              ...leaveEnds,
            },
          ),
        );
        return send(reply, done({ message: ACCOUNT_MESSAGES.subscriptionContinued }));
      },
    );

    // Subscription leave (issue 25; the spec shows only its reactivation): the owner pauses an
    // active paid membership for one to three months. The plan reads 'Subscription Inactive' until
    // the date, when it reactivates by itself (membership/rollover.ts), or earlier by
    // continue-subscription or reactivate-subscription.
    app.put<{ Body: LeaveBodyData }>(
      '/profile/leave-subscription',
      {
        schema: { body: LeaveBody },
        preHandler: [
          session,
          requireRight(ctx, canReactivateSubscription, ACCOUNT_MESSAGES.reactivateDenied),
          csrf,
        ],
      },
      async (request, reply) => {
        const user = authOf(request).user;
        const { membership } = profileOf(user);
        if (!user.client_id) return send(reply, fail(400, ACCOUNT_MESSAGES.noAccount));
        if (membership.onSubscriptionLeave) return send(reply, fail(400, MEMBERSHIP_MESSAGES.alreadyOnLeave));
        if (membership.type === 'free' || !membership.isActive) {
          return send(reply, fail(400, MEMBERSHIP_MESSAGES.leaveNeedsPaidPlan));
        }
        const date = leaveDateText(addMonths(ctx.now(), request.body.months));
        reloadAccount(
          await applyProfilePatch(
            ctx.data,
            { clientId: user.client_id },
            {
              membership: {
                onSubscriptionLeave: true,
                onSubscriptionLeaveReactivationDateFormat: date,
                isActive: false,
              },
            },
          ),
        );
        return send(reply, done({ message: fillTemplate(MEMBERSHIP_MESSAGES.leaveStarted, { date }) }));
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
