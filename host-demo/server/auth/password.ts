import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { generatePassword } from 'proofdesk/rules';

// N=2^14, r=8, p=1: the node:crypto defaults and the OWASP minimum for scrypt (~50 ms per hash).
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
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
