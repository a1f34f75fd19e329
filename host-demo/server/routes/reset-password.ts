import type { FastifyPluginAsync } from 'fastify';
import { RESET_PASSWORD_MESSAGES, ResetPasswordRequest } from 'proofdesk/contract';
import { issuePasswordReset } from '../auth';
import { done, type ServerContext, send } from '../http';
import { findUserByEmail } from '../users';

export const resetPasswordRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    app.post<{ Body: ResetPasswordRequest }>(
      '/c/reset-password',
      {
        schema: { body: ResetPasswordRequest },
        // Same limit as sign-in: this endpoint reveals whether an address has an account.
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        const user = await findUserByEmail(ctx.data, request.body.email);
        // The wire contract answers 200 with success false, the client shows 'Not Found'.
        if (!user)
          return send(reply, { ok: false, status: 200, messages: [RESET_PASSWORD_MESSAGES.unknown] });
        const token = await issuePasswordReset(ctx, user.id);
        // The reference server sends no mail; the link is logged so a demo can follow it.
        request.log.info(
          { userId: user.id, path: `/reset-password?token=${token}` },
          'password reset requested',
        );
        return send(reply, done({ messages: [RESET_PASSWORD_MESSAGES.sent] }));
      },
    );
  };
