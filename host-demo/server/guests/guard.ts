import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { CSRF_HEADER, csrfScope, ENVELOPE_MESSAGES, GUEST_MESSAGES } from 'proofdesk/contract';
import { bearerToken, requireSession, verifyCsrfToken } from '../auth';
import { fail, type ServerContext, send } from '../http';
import { findGuestAuth, type GuestAuth } from './sessions';

// Kept beside the request rather than as a Fastify decoration, so no shared plugin has to declare it.
const guests = new WeakMap<FastifyRequest, GuestAuth>();

/** proofing §5/§8: unknown token, frozen order or empty data → 'Access Denied'. */
export const accessDenied = (reply: FastifyReply) =>
  send(reply, fail(401, GUEST_MESSAGES.accessDenied, { messages: [GUEST_MESSAGES.badToken] }));

export function guestOf(request: FastifyRequest): GuestAuth {
  const guest = guests.get(request);
  if (!guest) throw new Error('guestOf() used on a route without requireGuest');
  return guest;
}

/** The guest session a bearer token names, if any (for routes that also take user sessions). */
export async function lookupGuest(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<GuestAuth | undefined> {
  const token = bearerToken(request.headers.authorization);
  const guest = token ? await findGuestAuth(ctx, token) : undefined;
  if (guest) guests.set(request, guest);
  return guest;
}

export function requireGuest(ctx: ServerContext): preHandlerAsyncHookHandler {
  return async function requireGuestHook(request: FastifyRequest, reply: FastifyReply) {
    if (!(await lookupGuest(ctx, request))) return accessDenied(reply);
  };
}

/** Guests' anti-forgery tokens are bound to the guest session and the scope 'customer:guest-annotation'. */
export function guestCsrfGuard(ctx: ServerContext): preHandlerAsyncHookHandler {
  return async function guestCsrfHook(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers[CSRF_HEADER.toLowerCase()];
    const given = typeof header === 'string' ? header : '';
    const guest = guests.get(request);
    const scope = csrfScope('customer', 'guest-annotation');
    if (!guest || !given || !verifyCsrfToken(ctx.secret, guest.sessionId, scope, given)) {
      return send(reply, fail(403, ENVELOPE_MESSAGES.invalidCsrf));
    }
  };
}

/** The guest of a request that went through `requireSessionOrGuest`, or undefined for a user. */
export const maybeGuestOf = (request: FastifyRequest): GuestAuth | undefined => guests.get(request);

/** GET /g/csrf/:scope takes either kind of session: a guest token, or else a user session. */
export function requireSessionOrGuest(ctx: ServerContext): preHandlerAsyncHookHandler {
  const userSession = requireSession(ctx);
  return async function requireSessionOrGuestHook(this: FastifyInstance, request, reply) {
    if (await lookupGuest(ctx, request)) return;
    return userSession.call(this, request, reply);
  };
}
