import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { generatePassword } from 'proofdesk/rules';

// N=2^14, r=8, p=1: the node:crypto defaults and the OWASP minimum for scrypt (~50 ms per hash).
export const PASSWORD_HASH_COST = 14;
const KEY_LENGTH = 64;

/**
 * scrypt's parameters for new hashes: N = 2^PASSWORD_HASH_COST (environment; default 14, the
 * production factor, accepted 10–20). The test projects set 10 (vitest.config.ts) so that the
 * thousands of seeds and sign-ins of a run do not each spend 50 ms of CPU; password.test.ts checks
 * the default. A stored hash names its own parameters, so hashes made under either still verify.
 */
export function passwordHashParams(env: NodeJS.ProcessEnv = process.env) {
  const value = env.PASSWORD_HASH_COST;
  const cost = value === undefined || value === '' ? PASSWORD_HASH_COST : Number(value);
  if (!Number.isInteger(cost) || cost < 10 || cost > 20) {
    throw new Error(`PASSWORD_HASH_COST must be an integer from 10 to 20, got "${value}"`);
  }
  return { N: 2 ** cost, r: 8, p: 1 } as const;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const params = passwordHashParams();
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/**
 * The first password of an account the server creates (a team member, a reseller's customer):
 * `given`, else a dashboard §5 generated one (20 characters, CSPRNG) that the caller may answer
 * once; only `hash` is stored.
 */
export async function firstPassword(given?: string): Promise<{ password: string; hash: string }> {
  const password = given || generatePassword();
  return { password, hash: await hashPassword(password) };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the user does not exist, so response timing does not
 * reveal which e-mail addresses have accounts.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  dummyHash ??= hashPassword('proofdesk-timing-equaliser');
  await verifyPassword(password, await dummyHash);
  return false;
}
