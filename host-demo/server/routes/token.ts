import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CLIENTS,
  type ClientType,
  JsonSignInRequest,
  TOKEN_ERRORS,
  type TokenError,
  TokenRequest,
  type TokenResponse,
} from 'proofdesk/contract';
import { issueSession, verifyAgainstNobody, verifyPassword } from '../auth';
import type { ServerContext } from '../http';
import { formatValidation } from '../http';
import { findUserForLogin, isRoleAllowedOn } from '../users';

/** More than 10 attempts per minute per IP and username is refused (wire contract). */
export const SIGN_IN_LIMIT = { max: 10, timeWindow: 60_000 } as const;

function clientFromBasic(header: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]{1,512})$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** Validation failures answer the OAuth-style body the sign-in screens read, not the envelope. */
function invalidRequest(error: { validation?: Parameters<typeof formatValidation>[0] }): TokenError {
  const details = formatValidation(error.validation ?? []);
  return {
    name: 'invalid_request',
    message: `Invalid request: ${details.join('; ') || 'missing parameters'}`,
    statusCode: 400,
  };
}

const sendTokenError = (reply: FastifyReply, error: TokenError) => reply.code(error.statusCode).send(error);

function usernameOf(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase().slice(0, 254) : '';
}

/** Checks credentials for one client and opens a session: the one sign-in path both calls share. */
async function signIn(
  ctx: ServerContext,
  kind: ClientType,
  username: string,
  password: string,
): Promise<{ token: TokenResponse } | { error: TokenError }> {
  const user = await findUserForLogin(ctx.data, username, kind);
  const valid = user
    ? await verifyPassword(password, user.password_hash)
    : await verifyAgainstNobody(password);
  // A user of the other client gets the same answer as a wrong password: no role disclosure.
  if (!user || !valid || !isRoleAllowedOn(user.role, kind)) return { error: TOKEN_ERRORS.invalidGrant };
  // A deactivated member (issue 26): the same answer, so the sign-in screen says nothing more.
  if (user.deactivated_at !== null) return { error: TOKEN_ERRORS.invalidGrant };
  const issued = await issueSession(ctx, user.id, kind);
  return {
    token: {
      accessToken: issued.accessToken,
      accessTokenExpiresAt: issued.expiresAt.toISOString(),
      user: { id: user.id },
      client: { id: CLIENTS[kind].id },
    },
  };
}

const signInRateLimit = {
  ...SIGN_IN_LIMIT,
  // preHandler, not onRequest: the key needs the parsed body's username.
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `${request.ip}|${usernameOf(request)}`,
  errorResponseBuilder: () => ({ ...TOKEN_ERRORS.tooManyRequests }),
};

export const tokenRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    for (const kind of ['customer', 'admin'] as const satisfies ClientType[]) {
      const client = CLIENTS[kind];
      app.post(
        `/${client.prefix}/token`,
        {
          schema: { body: TokenRequest },
          // Validation errors must answer the OAuth-style body, not the envelope.
          attachValidation: true,
          config: {
            tokenErrors: true,
            rateLimit: signInRateLimit,
          },
        },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          const given = clientFromBasic(request.headers.authorization);
          if (!given || given.id !== client.id || given.secret !== client.secret) {
            return sendTokenError(reply, TOKEN_ERRORS.invalidClient);
          }
          if (request.validationError) return sendTokenError(reply, invalidRequest(request.validationError));
          const { username, password } = request.body as TokenRequest;
          const result = await signIn(ctx, kind, username, password);
          return 'error' in result ? sendTokenError(reply, result.error) : reply.code(200).send(result.token);
        },
      );
    }

    // The spec's "other sign-in call" (chosen path): JSON, no client credentials, same answers and
    // the same rate limit as the token endpoints.
    app.post(
      '/g/signin',
      {
        schema: { body: JsonSignInRequest },
        attachValidation: true,
        config: { tokenErrors: true, rateLimit: signInRateLimit },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (request.validationError) return sendTokenError(reply, invalidRequest(request.validationError));
        const { username, password, clientType = 'customer' } = request.body as JsonSignInRequest;
        const result = await signIn(ctx, clientType, username, password);
        return 'error' in result ? sendTokenError(reply, result.error) : reply.code(200).send(result.token);
      },
    );
  };
