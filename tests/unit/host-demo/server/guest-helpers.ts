import type { FastifyInstance, InjectOptions } from 'fastify';
import { guestReviewAuthorization } from 'proofdesk/contract';
import { bearer } from './helpers';
import { createInvitation } from './invitation-fixture';

export function invite(app: FastifyInstance, orderId: string) {
  return createInvitation(app.proofdesk.data.sqlite!, {
    orderId,
    guestName: 'Gina Guest',
    guestEmail: 'gina@example.test',
    message: 'Please review the poster',
    inviterId: 'user-owner',
    now: new Date('2026-01-05T09:00:00Z'),
  });
}

export const reviewAuth = (app: FastifyInstance, authorization?: string) =>
  app.inject({ method: 'POST', url: '/api/g/reviewAuth', headers: authorization ? { authorization } : {} });

/** Exchanges a link token for a guest session, and offers calls with its anti-forgery token. */
export async function guestSession(app: FastifyInstance, linkToken: string) {
  const response = await reviewAuth(app, guestReviewAuthorization(linkToken));
  if (response.statusCode !== 200) throw new Error(`reviewAuth failed: ${response.body}`);
  const token = response.json<{ data: { accessToken: string } }>().data.accessToken;
  const csrf = await app.inject({
    method: 'GET',
    url: '/api/g/csrf/customer:guest-annotation',
    headers: bearer(token),
  });
  const csrfToken = csrf.json<{ data: { token: string } }>().data.token;
  return {
    token,
    csrfToken,
    call(method: InjectOptions['method'], url: string, payload?: Record<string, unknown>, withCsrf = true) {
      const headers: Record<string, string> = {
        ...bearer(token),
        ...(withCsrf ? { 'x-csrf-token': csrfToken } : {}),
      };
      return app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
    },
  };
}
