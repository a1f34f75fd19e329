import { type Static, Type } from '@sinclair/typebox';

/**
 * POST /g/client-errors: the portal's 500 page's Report Error. What broke, never who: the error's
 * name, message and stack and the path of the screen (no query, no hash), nothing typed by the user.
 */
export const ClientErrorReport = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    message: Type.String({ maxLength: 2000 }),
    stack: Type.Optional(Type.String({ maxLength: 8000 })),
    path: Type.String({ minLength: 1, maxLength: 300, pattern: '^/' }),
  },
  { additionalProperties: false },
);
export type ClientErrorReport = Static<typeof ClientErrorReport>;

/** Reports a user may send a minute (per session). */
export const CLIENT_ERROR_LIMIT = { max: 10, timeWindow: 60_000 } as const;
