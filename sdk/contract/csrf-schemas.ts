import { Type } from '@sinclair/typebox';

// GET /g/csrf/:scope.
export const CsrfParams = Type.Object(
  { scope: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

export const CsrfTokenData = Type.Object({ token: Type.String() });
