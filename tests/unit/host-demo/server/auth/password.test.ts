import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  PASSWORD_HASH_COST,
  passwordHashParams,
  verifyPassword,
} from '../../../../../host-demo/server/auth/password';
import { configFromEnv } from '../../../../../host-demo/server/config';

// The test projects hash at PASSWORD_HASH_COST=10 (vitest.config.ts); production's factor is
// checked here, with the variable unset as on a deployed server.
describe('password hashing', () => {
  it('uses scrypt N=2^14, r=8, p=1 when PASSWORD_HASH_COST is unset (production)', async () => {
    expect(PASSWORD_HASH_COST).toBe(14);
    expect(passwordHashParams({})).toEqual({ N: 16384, r: 8, p: 1 });
    expect(passwordHashParams({ PASSWORD_HASH_COST: '' })).toEqual({ N: 16384, r: 8, p: 1 });
    const saved = process.env.PASSWORD_HASH_COST;
    delete process.env.PASSWORD_HASH_COST;
    try {
      const stored = await hashPassword('correct horse');
      expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
      expect(await verifyPassword('correct horse', stored)).toBe(true);
      expect(await verifyPassword('correct horsE', stored)).toBe(false);
    } finally {
      if (saved !== undefined) process.env.PASSWORD_HASH_COST = saved;
    }
  });

  it('reads the factor from PASSWORD_HASH_COST; a hash names its own and verifies under any setting', async () => {
    expect(passwordHashParams({ PASSWORD_HASH_COST: '10' })).toEqual({ N: 1024, r: 8, p: 1 });
    const saved = process.env.PASSWORD_HASH_COST;
    process.env.PASSWORD_HASH_COST = '10';
    try {
      const cheap = await hashPassword('correct horse');
      expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
      delete process.env.PASSWORD_HASH_COST;
      expect(await verifyPassword('correct horse', cheap)).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.PASSWORD_HASH_COST;
      else process.env.PASSWORD_HASH_COST = saved;
    }
  });

  it('refuses a factor out of 10–20, at the server start', () => {
    for (const value of ['9', '21', '12.5', 'fast']) {
      expect(() => passwordHashParams({ PASSWORD_HASH_COST: value })).toThrow(/PASSWORD_HASH_COST/);
      expect(() => configFromEnv({ PASSWORD_HASH_COST: value })).toThrow(/PASSWORD_HASH_COST/);
    }
  });
});
