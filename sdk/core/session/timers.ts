/** setTimeout clamps anything above 2^31-1 ms (~24.8 days) to 1 ms: a far expiry would fire at once. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Runs `fn` at wall-clock `time` (ms since epoch); returns a cancel function. */
export function runAt(time: number, fn: () => void, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    const delay = time - now();
    if (delay <= 0) {
      timer = undefined;
      fn();
      return;
    }
    timer = setTimeout(arm, Math.min(delay, MAX_TIMEOUT_MS));
  };
  arm();
  return () => clearTimeout(timer);
}
