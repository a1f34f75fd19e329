// Dashboard §8 "New deployment": an open tab asks the server for the build it serves now
// (/build.json, written by host-demo/app/vite.config.ts and served uncached) and compares it with
// the build it is running. Cheap: one tiny GET at most every BUILD_CHECK_MIN_GAP_MS, on the tab
// coming back (focus, visibility) and every BUILD_CHECK_INTERVAL_MS while it stays open.

/** How often an open tab asks, when nothing else made it ask. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;
/** Focus and visibility can fire together and often: at most one question per this gap. */
export const BUILD_CHECK_MIN_GAP_MS = 30_000;
export const BUILD_ID_URL = '/build.json';

/** The build this tab runs (empty under the dev server and in tests: nothing to compare). */
export const RUNNING_BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? '';

/** The served build's id, or undefined when it cannot be read (offline, no build.json): no notice. */
export async function fetchServedBuildId(url = BUILD_ID_URL): Promise<string | undefined> {
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'omit' });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    const id = (body as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id !== '' ? id : undefined;
  } catch {
    return undefined;
  }
}

export interface BuildWatchOptions {
  runningId: string;
  /** Called once, with the served id, when it differs from the running one; watching then stops. */
  onNewBuild(servedId: string): void;
  fetchId?: () => Promise<string | undefined>;
  intervalMs?: number;
  minGapMs?: number;
}

/** Starts watching; returns the stop function. An empty running id watches nothing. */
export function watchBuildId({
  runningId,
  onNewBuild,
  fetchId = fetchServedBuildId,
  intervalMs = BUILD_CHECK_INTERVAL_MS,
  minGapMs = BUILD_CHECK_MIN_GAP_MS,
}: BuildWatchOptions): () => void {
  if (!runningId) return () => {};
  let stopped = false;
  let asking = false;
  let lastAsked = Number.NEGATIVE_INFINITY;
  const check = async () => {
    const now = Date.now();
    if (stopped || asking || now - lastAsked < minGapMs) return;
    asking = true;
    lastAsked = now;
    const served = await fetchId();
    asking = false;
    if (stopped || served === undefined || served === runningId) return;
    stop();
    onNewBuild(served);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const onFocus = () => void check();
  const timer = setInterval(() => void check(), intervalMs);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisible);
  function stop() {
    stopped = true;
    clearInterval(timer);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisible);
  }
  return stop;
}
