import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ACCOUNT_KEPT_DAYS,
  CompanyBody,
  type CompanyBody as CompanyBodyData,
  DeletionBody,
  type DeletionBody as DeletionBodyData,
  type DeletionState,
  PasswordChangeBody,
  type PasswordChangeBody as PasswordChangeBodyData,
  PROFILE_MESSAGES,
  ProfileBody,
  type ProfileBody as ProfileBodyData,
  type ProfileDetails,
} from 'proofdesk/contract';
import {
  can,
  defaultValidationMessages,
  fillTemplate,
  formatDisplayDate,
  Subject as S,
  validatePassword,
  validatePhoneLike,
  validateRequired,
} from 'proofdesk/rules';
import { accessUser, applyProfilePatch, requireRight } from '../account';
import {
  authOf,
  bearerToken,
  csrfGuard,
  hashPassword,
  hashToken,
  requireSession,
  verifyPassword,
} from '../auth';
import { transaction } from '../data';
import { lockAccount } from '../data/orders/order-rows';
import {
  deleteDeletion,
  deleteOtherSessions,
  insertDeletion,
  selectActiveOrders,
  selectCompany,
  selectContact,
  selectDeletion,
  selectPasswordHash,
  writeCompany,
  writeContact,
  writePasswordHash,
  writePersonal,
} from '../data/profile/profile-rows';
import { isValidTimeZone } from '../hours';
import { done, fail, type ServerContext, send } from '../http';
import { findUserById, toUser, type UserRow } from '../users';

const DAY_MS = 86_400_000;

/** `['field: Required!', …]` for the fields that fail their rule; empty when all pass. */
function fieldProblems(checks: Record<string, string | null>): string[] {
  return Object.entries(checks).flatMap(([field, problem]) => (problem ? [`${field}: ${problem}`] : []));
}

const required = (value: string) => validateRequired(value);
const phone = (value: string) => validatePhoneLike(value, { required: true });

/**
 * Manage profile and General settings (issue 26): the profile's personal, contact and company
 * sections, the password change, and the account deletion request with its 30-day window (the
 * deletion itself is the server's job, account/deletion-sweep.ts).
 */
export const manageProfileRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const session = requireSession(ctx);
    const csrf = csrfGuard(ctx, 'profile');
    const companyCsrf = csrfGuard(ctx, 'customer-profile');
    const mayDelete = requireRight(
      ctx,
      (user) => can(user, 'delete', S.ACCOUNT_DELETION),
      PROFILE_MESSAGES.ownerOnly,
    );
    const perSession = (request: FastifyRequest) =>
      hashToken(bearerToken(request.headers.authorization) ?? request.ip);
    const fresh = async (row: UserRow) => (await findUserById(ctx.data, row.id)) ?? row;

    const reloadAccount = (members: string[]) => {
      ctx.hub.publish(members, 'reload-profile');
      ctx.hub.publish(members, 'reload-sidebar');
    };

    app.get('/profile/details', { preHandler: session }, async (request, reply) => {
      const user = authOf(request).user;
      const contact = await selectContact(ctx.data.db, user.id);
      const company = user.client_id ? await selectCompany(ctx.data.db, user.client_id) : undefined;
      const details: ProfileDetails = {
        personal: {
          firstname: user.firstname,
          lastname: user.lastname,
          jobTitle: user.job_title,
          timeZone: user.time_zone,
          avatar: user.avatar,
        },
        contact: contact ?? { phone: '', address: '', city: '', country: '' },
        company: company
          ? {
              companyName: company.name,
              phone: company.phone,
              address: company.address,
              website: company.website,
            }
          : null,
        canEditCompany: company !== undefined && can(await accessUser(ctx, user), 'update', S.COMPANY_INFO),
      };
      return send(reply, done({ data: details }));
    });

    // The personal and contact sections, all mandatory (§5); saving them completes the profile
    // (isProfileComplete, which gates the shell's 'Welcome to Dashboard!' modal).
    app.put<{ Body: ProfileBodyData }>(
      '/profile',
      { schema: { body: ProfileBody }, preHandler: [session, csrf] },
      async (request, reply) => {
        const user = authOf(request).user;
        const body = request.body;
        const problems = fieldProblems({
          firstname: required(body.firstname),
          lastname: required(body.lastname),
          jobTitle: required(body.jobTitle),
          timeZone:
            required(body.timeZone) ??
            (isValidTimeZone(body.timeZone) ? null : defaultValidationMessages.invalid),
          phone: phone(body.phone),
          address: required(body.address),
          city: required(body.city),
          country: required(body.country),
        });
        if (problems.length > 0)
          return send(reply, fail(400, PROFILE_MESSAGES.invalid, { messages: problems }));
        const at = ctx.now().getTime();
        await transaction(ctx.data, async (trx) => {
          await writePersonal(trx, user.id, {
            firstname: body.firstname.trim(),
            lastname: body.lastname.trim(),
            jobTitle: body.jobTitle.trim(),
            timeZone: body.timeZone,
          });
          await writeContact(
            trx,
            user.id,
            {
              phone: body.phone.trim(),
              address: body.address.trim(),
              city: body.city.trim(),
              country: body.country.trim(),
            },
            at,
          );
        });
        await applyProfilePatch(ctx.data, { userId: user.id }, { isProfileComplete: true });
        ctx.hub.publish([user.id], 'reload-profile');
        const data = await toUser(ctx.data, await fresh(user), ctx.now());
        return send(reply, done({ data, message: PROFILE_MESSAGES.profileSaved }));
      },
    );

    // The company section: the account's (every member sees it; the owner edits it). Saving it
    // completes the client profile (isClientProfileComplete).
    app.put<{ Body: CompanyBodyData }>(
      '/r/profile',
      {
        schema: { body: CompanyBody },
        preHandler: [
          session,
          requireRight(ctx, (user) => can(user, 'update', S.COMPANY_INFO), PROFILE_MESSAGES.ownerOnly),
          companyCsrf,
        ],
      },
      async (request, reply) => {
        const user = authOf(request).user;
        if (!user.client_id) return send(reply, fail(403, PROFILE_MESSAGES.ownerOnly));
        const body = request.body;
        const problems = fieldProblems({
          companyName: required(body.companyName),
          phone: phone(body.phone),
          address: required(body.address),
          website: required(body.website),
        });
        if (problems.length > 0)
          return send(reply, fail(400, PROFILE_MESSAGES.invalid, { messages: problems }));
        await writeCompany(
          ctx.data.db,
          user.client_id,
          {
            name: body.companyName.trim(),
            phone: body.phone.trim(),
            address: body.address.trim(),
            website: body.website.trim(),
          },
          ctx.now().getTime(),
        );
        const members = await applyProfilePatch(ctx.data, { clientId: user.client_id }, {});
        reloadAccount(members);
        return send(reply, done({ message: PROFILE_MESSAGES.companySaved }));
      },
    );

    // Current, new and repeated new password (§5), 6 to 20 characters. Every other session of the
    // user ends (a stolen session does not outlive the change). 5 tries a minute per session.
    app.put<{ Body: PasswordChangeBodyData }>(
      '/profile/password',
      {
        schema: { body: PasswordChangeBody },
        preHandler: [session, csrf],
        config: { rateLimit: { max: 5, timeWindow: 60_000, keyGenerator: perSession } },
      },
      async (request, reply) => {
        const { user, session: current } = authOf(request);
        const body = request.body;
        const problems = fieldProblems({
          currentPassword: body.currentPassword ? null : defaultValidationMessages.required,
          newPassword: validatePassword(body.newPassword),
          confirmPassword: body.confirmPassword ? null : defaultValidationMessages.required,
        });
        if (problems.length > 0)
          return send(reply, fail(400, PROFILE_MESSAGES.invalid, { messages: problems }));
        if (body.newPassword !== body.confirmPassword) {
          return send(
            reply,
            fail(400, PROFILE_MESSAGES.passwordMismatch, { messages: ['confirmPassword: Not Valid'] }),
          );
        }
        const stored = await selectPasswordHash(ctx.data.db, user.id);
        if (!stored || !(await verifyPassword(body.currentPassword, stored))) {
          return send(
            reply,
            fail(400, PROFILE_MESSAGES.wrongPassword, { messages: ['currentPassword: Not Valid'] }),
          );
        }
        if (body.newPassword === body.currentPassword) {
          return send(
            reply,
            fail(400, PROFILE_MESSAGES.passwordSame, { messages: ['newPassword: Not Valid'] }),
          );
        }
        const hash = await hashPassword(body.newPassword);
        await transaction(ctx.data, async (trx) => {
          await writePasswordHash(trx, user.id, hash);
          await deleteOtherSessions(trx, user.id, current.id);
        });
        return send(reply, done({ message: PROFILE_MESSAGES.passwordChanged }));
      },
    );

    // Account deletion (General settings). The owner's ("delete account", §6).
    app.get('/profile/deletion', { preHandler: [session, mayDelete] }, async (request, reply) => {
      const user = authOf(request).user;
      if (!user.client_id) return send(reply, fail(403, PROFILE_MESSAGES.ownerOnly));
      const [request_, activeOrders] = await Promise.all([
        selectDeletion(ctx.data.db, user.client_id),
        selectActiveOrders(ctx.data.db, user.client_id),
      ]);
      const data: DeletionState = {
        request: request_
          ? {
              reason: request_.reason,
              requestedAt: new Date(request_.requestedAt).toISOString(),
              deleteOn: new Date(request_.deleteAt).toISOString(),
            }
          : null,
        activeOrders,
      };
      return send(reply, done({ data }));
    });

    // A reason and the password (§5); refused while active orders exist, naming them; the account
    // is deleted 30 days later (§9) unless cancelled. Under the account's lock, so an order
    // published at the same moment is either seen here or waits until the request is written.
    app.post<{ Body: DeletionBodyData }>(
      '/profile/deletion',
      {
        schema: { body: DeletionBody },
        preHandler: [session, mayDelete, csrf],
        config: { rateLimit: { max: 5, timeWindow: 60_000, keyGenerator: perSession } },
      },
      async (request, reply) => {
        const user = authOf(request).user;
        const clientId = user.client_id;
        if (!clientId) return send(reply, fail(403, PROFILE_MESSAGES.ownerOnly));
        const body = request.body;
        const problems = fieldProblems({
          reason: required(body.reason),
          password: body.password ? null : defaultValidationMessages.required,
        });
        if (problems.length > 0)
          return send(reply, fail(400, PROFILE_MESSAGES.invalid, { messages: problems }));
        const stored = await selectPasswordHash(ctx.data.db, user.id);
        if (!stored || !(await verifyPassword(body.password, stored))) {
          return send(
            reply,
            fail(400, PROFILE_MESSAGES.deletionWrongPassword, { messages: ['password: Not Valid'] }),
          );
        }
        const now = ctx.now().getTime();
        const deleteAt = now + ACCOUNT_KEPT_DAYS * DAY_MS;
        const outcome = await transaction(ctx.data, async (trx) => {
          await lockAccount(trx, ctx.data.dialect, clientId);
          const active = await selectActiveOrders(trx, clientId);
          if (active.length > 0) return { blocked: active, inserted: false };
          const inserted = await insertDeletion(trx, clientId, {
            reason: body.reason.trim(),
            requestedBy: user.id,
            requestedAt: now,
            deleteAt,
          });
          return { blocked: null, inserted };
        });
        if (outcome.blocked) {
          return send(
            reply,
            fail(409, PROFILE_MESSAGES.deletionBlocked, {
              messages: outcome.blocked.map((order) => `#${order.orderNumber} ${order.name}`),
            }),
          );
        }
        if (!outcome.inserted) return send(reply, fail(409, PROFILE_MESSAGES.deletionPending));
        const deleteOn = new Date(deleteAt).toISOString();
        reloadAccount(
          await applyProfilePatch(
            ctx.data,
            { clientId },
            { isRequestDeletion: true, accountDeletionOn: deleteOn },
          ),
        );
        const date = formatDisplayDate(new Date(deleteAt), user.time_zone);
        return send(
          reply,
          done({
            data: { deleteOn },
            message: fillTemplate(PROFILE_MESSAGES.deletionRequested, { date }),
          }),
        );
      },
    );

    // Cancelling within the window: the account simply continues.
    app.delete('/profile/deletion', { preHandler: [session, mayDelete, csrf] }, async (request, reply) => {
      const user = authOf(request).user;
      if (!user.client_id) return send(reply, fail(403, PROFILE_MESSAGES.ownerOnly));
      if (!(await deleteDeletion(ctx.data.db, user.client_id))) {
        return send(reply, fail(400, PROFILE_MESSAGES.noDeletion));
      }
      reloadAccount(
        await applyProfilePatch(
          ctx.data,
          { clientId: user.client_id },
          { isRequestDeletion: false, accountDeletionOn: null },
        ),
      );
      return send(reply, done({ message: PROFILE_MESSAGES.deletionCancelled }));
    });
  };
