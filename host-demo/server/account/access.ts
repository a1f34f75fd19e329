import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AccessUser } from 'proofdesk/rules';
import { denied, fail, type ServerContext, send } from '../http';
import { toUser, type UserRow } from '../users';

/** The caller as `can()` sees it: the full User entity (membership, subscriber flag, viewOnly). */
export function accessUser(ctx: ServerContext, row: UserRow): Promise<AccessUser> {
  return toUser(ctx.data, row, ctx.now());
}

/**
 * Must run after `requireSession`. Refuses with 403 unless `allowed` (an sdk/core/access rule) holds;
 * `message` replaces 'Permission Denied!' where the spec tells the user what to do instead.
 */
export function requireRight(
  ctx: ServerContext,
  allowed: (user: AccessUser) => boolean,
  message?: string,
): preHandlerAsyncHookHandler {
  return async function requireRightHook(request: FastifyRequest, reply: FastifyReply) {
    const row = request.auth?.user;
    if (row && allowed(await accessUser(ctx, row))) return;
    return message ? send(reply, fail(403, message)) : send(reply, denied());
  };
}
