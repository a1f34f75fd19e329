import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { RESET_PASSWORD_MESSAGES, ResetPasswordRequest } from 'proofdesk/contract';
import { hashToken, randomToken } from '../auth';
import type { ServerContext } from '../http';
import { findUserByEmail } from '../users';

const RESET_TTL_MS = 60 * 60 * 1000;

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
        const user = findUserByEmail(ctx.db, request.body.email);
        // The wire contract answers 200 with success false, the client shows 'Not Found'.
        if (!user) return reply.send({ success: false, messages: [RESET_PASSWORD_MESSAGES.unknown] });
        const token = randomToken();
        const now = ctx.now().getTime();
        ctx.db
          .prepare(
            'INSERT INTO password_resets (id, token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run(randomUUID(), hashToken(token), user.id, now + RESET_TTL_MS, now);
        // The reference server sends no mail; the link is logged so a demo can follow it.
        request.log.info(
          { userId: user.id, path: `/reset-password?token=${token}` },
          'password reset requested',
        );
        return reply.send({ success: true, messages: [RESET_PASSWORD_MESSAGES.sent] });
      },
    );
  };
