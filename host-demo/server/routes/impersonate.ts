import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  CLIENTS,
  IMPERSONATION_INVALID,
  ImpersonateBody,
  ImpersonateParams,
  type ImpersonationData,
  type TokenResponse,
} from 'proofdesk/contract';
import {
  authOf,
  bearerToken,
  csrfGuard,
  hashToken,
  issueSession,
  randomToken,
  requireRole,
  requireSession,
} from '../auth';
import type { ServerContext } from '../http';
import { fail, notFound, ok } from '../replies';
import { findUserById, isRoleAllowedOn } from '../users';

const IMPERSONATION_TTL_MS = 5 * 60 * 1000;

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
        preHandler: [requireSession(ctx), requireRole('admin', 'cso'), csrfGuard(ctx, 'impersonate')],
      },
      async (request, reply) => {
        const target = findUserById(ctx.db, request.params.userId);
        if (!target) return notFound(reply, 'User not found.');
        // Only customer-side users: impersonating staff would be a privilege escalation path.
        if (!isRoleAllowedOn(target.role, 'customer')) {
          return fail(reply, 400, 'Only customer accounts can be impersonated.');
        }
        const token = randomToken();
        const now = ctx.now().getTime();
        ctx.db
          .prepare(
            `INSERT INTO impersonation_tokens (id, token_hash, user_id, created_by, expires_at, created_at)
             VALUES (?, ?, ?, ?, ?, ?)`,
          )
          .run(
            randomUUID(),
            hashToken(token),
            target.id,
            authOf(request).user.id,
            now + IMPERSONATION_TTL_MS,
            now,
          );
        const data: ImpersonationData = {
          token,
          url: `/impersonate-customer?token=${encodeURIComponent(token)}`,
        };
        return ok(reply, data);
      },
    );

    app.get('/c/validate-impersonate-token', async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      const now = ctx.now().getTime();
      const row = token
        ? (ctx.db
            .prepare('SELECT id, user_id, created_by FROM impersonation_tokens WHERE token_hash = ?')
            .get(hashToken(token)) as { id: string; user_id: string; created_by: string } | undefined)
        : undefined;
      // The conditional UPDATE is the one-time guarantee: of two racing requests only one changes a row.
      const consumed =
        row &&
        ctx.db
          .prepare(
            'UPDATE impersonation_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ?',
          )
          .run(now, row.id, now).changes === 1;
      const user = consumed ? findUserById(ctx.db, row.user_id) : undefined;
      if (!row || !user) return fail(reply, 401, IMPERSONATION_INVALID);
      const issued = issueSession(ctx, user.id, 'customer', row.created_by);
      const data: TokenResponse = {
        accessToken: issued.accessToken,
        accessTokenExpiresAt: issued.expiresAt.toISOString(),
        user: { id: user.id },
        client: { id: CLIENTS.customer.id },
      };
      return ok(reply, data);
    });
  };
