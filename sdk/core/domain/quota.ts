import { UNLIMITED } from '../../contract/constants';

// JSON has no Infinity: an unlimited quota travels as the contract's 'infinity' marker
// (sdk/contract/quota-constants.ts). `isUnlimited` also accepts the number Infinity for values that
// were already parsed.
export { UNLIMITED };

export type Quota = number | typeof UNLIMITED;

export function isUnlimited(quota: Quota | null | undefined): boolean {
  return quota === UNLIMITED || quota === Number.POSITIVE_INFINITY;
}

/** Adds quotas; unlimited absorbs everything. Missing parts count as 0. */
export function addQuota(...parts: (Quota | null | undefined)[]): Quota {
  let total = 0;
  for (const part of parts) {
    if (isUnlimited(part)) return UNLIMITED;
    total += typeof part === 'number' && Number.isFinite(part) ? part : 0;
  }
  return total;
}
