/** Limits that keep oversized input out (a 100 kB username is refused with 400, not hashed). */
export const AUTH_LIMITS = { username: 254, password: 200, email: 254 } as const;

export const IMPERSONATION_INVALID = 'Token is not valid';
