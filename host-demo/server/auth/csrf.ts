import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type CsrfScope, type CsrfScopeName, csrfScope, ENVELOPE_MESSAGES } from 'proofdesk/contract';
import { fail, type ServerContext, send } from '../http';

/** HMAC over (session id, scope): useless in another session or for another scope, nothing stored. */
export function csrfToken(secret: Buffer, sessionId: string, scope: CsrfScope): string {
  return createHmac('sha256', secret).update(`${sessionId}\n${scope}`).digest('base64url');
}

export function verifyCsrfToken(secret: Buffer, sessionId: string, scope: CsrfScope, given: string): boolean {
  const expected = Buffer.from(csrfToken(secret, sessionId, scope));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Must run after `requireSession`. The scope's client half comes from the session, so a customer
 * session can never present an admin-scoped token.
 */
export function csrfGuard(ctx: ServerContext, name: CsrfScopeName): preHandlerAsyncHookHandler {
  const hook = async function csrfGuardHook(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers['x-csrf-token'];
    const given = typeof header === 'string' ? header : undefined;
    const session = request.auth?.session;
    const scope = session ? csrfScope(session.client_kind, name) : undefined;
    if (!session || !scope || !given || !verifyCsrfToken(ctx.secret, session.id, scope, given)) {
      return send(reply, fail(403, ENVELOPE_MESSAGES.invalidCsrf));
    }
  };
  guardScopes.set(hook, name);
  return hook;
}

const guardScopes = new WeakMap<preHandlerAsyncHookHandler, CsrfScopeName>();

/**
 * The scope a route's anti-forgery guard checks, read from its preHandler list: lets a route table
 * (the hostile-input suite) fetch the right token for every guarded route without a list kept by hand.
 */
export function csrfScopeOfGuard(hook: unknown): CsrfScopeName | undefined {
  return typeof hook === 'function' ? guardScopes.get(hook as preHandlerAsyncHookHandler) : undefined;
}
