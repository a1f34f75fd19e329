/**
 * JSON has no Infinity, so an unlimited quota travels as the string 'infinity' (the spec's
 * "infinity marker"). sdk/core/domain's quota rules re-export it as UNLIMITED, the contract's user
 * schemas as INFINITY_MARKER.
 */
export const UNLIMITED = 'infinity' as const;
