import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from 'proofdesk/contract';
import { denied, type ServerContext, send, sessionEnded } from '../http';
import { findUserById } from '../users';
import { findLiveSession } from './sessions';
import { bearerToken } from './tokens';

/** Answers 401 with `reauth: true` unless the bearer token names a live session of an existing user. */
export function requireSession(ctx: ServerContext): preHandlerAsyncHookHandler {
  return async function requireSessionHook(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request.headers.authorization);
    const session = token ? await findLiveSession(ctx, token) : undefined;
    const user = session ? await findUserById(ctx.data, session.user_id) : undefined;
    // A deactivated member's sessions end at once (issue 26 "Team members"), whatever is left of them.
    if (!session || !user || user.deactivated_at !== null) return send(reply, sessionEnded());
    request.auth = { user, session };
  };
}

/**
 * Must run after `requireSession`; the server enforces roles itself, never trusting the client.
 * `allowed` is a role rule of sdk/core/access (`isAccountRole`, `tracksWorkingTime`, …), never a list
 * written here.
 */
export function requireRole(allowed: (role: Role) => boolean): preHandlerAsyncHookHandler {
  return async function requireRoleHook(request: FastifyRequest, reply: FastifyReply) {
    if (!request.auth || !allowed(request.auth.user.role)) return send(reply, denied());
  };
}
