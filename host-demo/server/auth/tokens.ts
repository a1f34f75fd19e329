import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: the bearer token handed to clients (never stored in clear). */
export const randomToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Reads `Authorization: Bearer <token>`; undefined when absent or malformed. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})$/i.exec(header.trim());
  return match?.[1];
}
