import { type Static, Type } from '@sinclair/typebox';

/**
 * POST /g/access-requests: the sign-in screen's Get Started (issue 27, a request-access path): who
 * asks for a portal account. Stored for the reseller's staff; nothing is created until they act.
 */
export const AccessRequestBody = Type.Object(
  {
    name: Type.String({ maxLength: 100 }),
    email: Type.String({ maxLength: 254 }),
    company: Type.String({ maxLength: 100 }),
    message: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type AccessRequestBody = Static<typeof AccessRequestBody>;

/** Requests a network address may send an hour. */
export const ACCESS_REQUEST_LIMIT = { max: 5, timeWindow: 60 * 60_000 } as const;

export const ACCESS_REQUEST_MESSAGES = {
  /** The same answer for a new address and one that already asked: nothing about others leaks. */
  received: 'Thank you: we received your request and will reply by e-mail within one business day.',
} as const;
