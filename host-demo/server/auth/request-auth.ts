import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../users';
import type { SessionRow } from './sessions';

export interface RequestAuth {
  user: UserRow;
  session: SessionRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession`; null on routes that do not require one. */
    auth: RequestAuth | null;
  }
}

/** The signed-in caller on a route guarded by `requireSession`. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new Error('authOf() used on a route without requireSession');
  return request.auth;
}
