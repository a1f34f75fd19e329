import { type Static, Type } from '@sinclair/typebox';
import { AUTH_LIMITS } from './auth-constants';

/** Form-encoded body of POST /c/token and POST /d/token. */
export const TokenRequest = Type.Object(
  {
    grant_type: Type.Literal('password'),
    username: Type.String({ minLength: 1, maxLength: AUTH_LIMITS.username }),
    password: Type.String({ minLength: 1, maxLength: AUTH_LIMITS.password }),
  },
  { additionalProperties: false },
);
export type TokenRequest = Static<typeof TokenRequest>;

/**
 * The spec's "other sign-in call" (chosen path `POST /g/signin`): JSON username and password for the
 * given client, no client credentials, for pages that cannot hold them (the script-tag embed).
 */
export const JsonSignInRequest = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: AUTH_LIMITS.username }),
    password: Type.String({ minLength: 1, maxLength: AUTH_LIMITS.password }),
    clientType: Type.Optional(Type.Union([Type.Literal('customer'), Type.Literal('admin')])),
  },
  { additionalProperties: false },
);
export type JsonSignInRequest = Static<typeof JsonSignInRequest>;

/** Success answer of the token endpoints (not enveloped, OAuth-style). */
export const TokenResponse = Type.Object({
  accessToken: Type.String(),
  accessTokenExpiresAt: Type.String({ format: 'date-time' }),
  user: Type.Object({ id: Type.String() }),
  client: Type.Object({ id: Type.String() }),
});
export type TokenResponse = Static<typeof TokenResponse>;

export const TOKEN_ERROR_NAMES = [
  'invalid_grant',
  'invalid_client',
  'invalid_request',
  'too_many_requests',
] as const;
export type TokenErrorName = (typeof TOKEN_ERROR_NAMES)[number];

export const TokenError = Type.Object({
  name: Type.String(),
  message: Type.String(),
  statusCode: Type.Integer(),
});
export type TokenError = Static<typeof TokenError>;

/** The exact error bodies of the wire contract. */
export const TOKEN_ERRORS = {
  invalidGrant: {
    name: 'invalid_grant',
    message: 'Invalid grant: user credentials are invalid',
    statusCode: 400,
  },
  invalidClient: { name: 'invalid_client', message: 'Invalid client: client is invalid', statusCode: 401 },
  tooManyRequests: {
    name: 'too_many_requests',
    message: 'Too many sign-in attempts. Please wait a minute and try again.',
    statusCode: 429,
  },
} as const satisfies Record<string, TokenError>;

export const ResetPasswordRequest = Type.Object(
  { email: Type.String({ format: 'email', minLength: 3, maxLength: AUTH_LIMITS.email }) },
  { additionalProperties: false },
);
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

export const RESET_PASSWORD_MESSAGES = {
  sent: 'We have sent a password reset link to your e-mail.',
  unknown: 'We could not find an account with that e-mail address.',
} as const;

export const ImpersonateParams = Type.Object(
  { userId: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

/** POST /d/impersonate/:userId takes nothing but the path: no body, or an empty JSON object. */
export const ImpersonateBody = Type.Object({}, { additionalProperties: false });

/** Answer data of POST /d/impersonate/:userId: a one-time token and the portal URL that uses it. */
export const ImpersonationData = Type.Object({ token: Type.String(), url: Type.String() });
export type ImpersonationData = Static<typeof ImpersonationData>;
