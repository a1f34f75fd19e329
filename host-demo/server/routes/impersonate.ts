import type { FastifyPluginAsync } from 'fastify';
import {
  CLIENTS,
  IMPERSONATION_INVALID,
  ImpersonateBody,
  ImpersonateParams,
  type ImpersonationData,
  type TokenResponse,
} from 'proofdesk/contract';
import { can, Subject } from 'proofdesk/rules';
import { requireRight } from '../account';
import {
  authOf,
  bearerToken,
  consumeImpersonationToken,
  csrfGuard,
  issueImpersonationToken,
  issueSession,
  requireSession,
} from '../auth';
import { done, fail, notFound, type ServerContext, send } from '../http';
import { findUserById, isRoleAllowedOn } from '../users';

export const impersonateRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    app.post<{ Params: { userId: string } }>(
      '/d/impersonate/:userId',
      {
        schema: { params: ImpersonateParams, body: ImpersonateBody },
        // A closed, empty body: none at all counts as `{}`, anything in it is refused.
        preValidation: async (request) => {
          request.body ??= {};
        },
        preHandler: [
          requireSession(ctx),
          requireRight(ctx, (user) => can(user, 'create', Subject.IMPERSONATE)),
          csrfGuard(ctx, 'impersonate'),
        ],
      },
      async (request, reply) => {
        const target = await findUserById(ctx.data, request.params.userId);
        if (!target) return send(reply, notFound('User not found.'));
        // Only customer-side users: impersonating staff would be a privilege escalation path.
        if (!isRoleAllowedOn(target.role, 'customer')) {
          return send(reply, fail(400, 'Only customer accounts can be impersonated.'));
        }
        const admin = authOf(request).user;
        const token = await issueImpersonationToken(ctx, target.id, admin.id);
        // The audit trail: this line, the token's row (who, for whom, when, when used) and the
        // session it opens (sessions.impersonator_id).
        request.log.info(
          { audit: 'impersonation-issued', impersonatorId: admin.id, userId: target.id },
          'impersonation token issued',
        );
        const data: ImpersonationData = {
          token,
          url: `/impersonate-customer?token=${encodeURIComponent(token)}`,
        };
        return send(reply, done({ data }));
      },
    );

    app.get('/c/validate-impersonate-token', async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      const used = token ? await consumeImpersonationToken(ctx, token) : undefined;
      const user = used ? await findUserById(ctx.data, used.userId) : undefined;
      if (!used || !user) return send(reply, fail(401, IMPERSONATION_INVALID));
      const issued = await issueSession(ctx, user.id, 'customer', used.createdBy);
      request.log.info(
        { audit: 'impersonation-started', impersonatorId: used.createdBy, userId: user.id },
        'impersonated session opened',
      );
      const data: TokenResponse = {
        accessToken: issued.accessToken,
        accessTokenExpiresAt: issued.expiresAt.toISOString(),
        user: { id: user.id },
        client: { id: CLIENTS.customer.id },
      };
      return send(reply, done({ data }));
    });
  };
