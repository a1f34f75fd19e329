// Proofing §4.10: "The loader retries a reload if page navigation fails, and polls up to three times
// at 1500 ms."

export const RELOAD_ATTEMPTS = 3;
export const RELOAD_INTERVAL_MS = 1500;

export interface RetryOptions {
  /** Whether a failure may pass on another try. */
  retryable(error: unknown): boolean;
  /** Stops waiting and trying (the viewer closed or moved on to another version). */
  signal?: AbortSignal;
  attempts?: number;
  intervalMs?: number;
  wait?(ms: number, signal?: AbortSignal): Promise<void>;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Runs `task`; after a retryable failure tries again every `intervalMs`, up to `attempts` more
 * times, then rethrows the last failure.
 */
export async function withReloads<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  const { attempts = RELOAD_ATTEMPTS, intervalMs = RELOAD_INTERVAL_MS, wait = sleep } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= attempts || !options.retryable(error) || options.signal?.aborted) throw error;
      await wait(intervalMs, options.signal);
      if (options.signal?.aborted) throw error;
    }
  }
}
