export interface BackoffOptions {
  baseMs?: number;
  capMs?: number;
  /** Uniform [0, 1); injectable so tests are deterministic. */
  random?: () => number;
}

export const BACKOFF_BASE_MS = 500;
export const BACKOFF_CAP_MS = 30_000;

/**
 * Delay before reconnect attempt `attempt` (0-based): exponential with "full jitter"
 * (random in [0, min(cap, base·2^attempt))), so a server restart does not get every client back
 * in the same millisecond.
 */
export function backoffDelay(attempt: number, options: BackoffOptions = {}): number {
  const base = options.baseMs ?? BACKOFF_BASE_MS;
  const cap = options.capMs ?? BACKOFF_CAP_MS;
  const random = options.random ?? Math.random;
  // Clamp the exponent: 2 ** 1100 is Infinity and the cap hides everything past ~2^6 anyway.
  const ceiling = Math.min(cap, base * 2 ** Math.min(Math.max(0, attempt), 30));
  return Math.floor(random() * ceiling);
}
