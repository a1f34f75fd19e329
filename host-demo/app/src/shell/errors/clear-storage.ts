/**
 * Everything this portal keeps in the browser: local and session storage (the session's token, the
 * view toggle, presets, the prompts' flags), Cache Storage, service workers and IndexedDB databases
 * of this origin. Each part is best effort: a browser without one (or blocking it) skips it.
 */
export async function clearPortalStorage(): Promise<void> {
  for (const storage of [globalThis.localStorage, globalThis.sessionStorage]) {
    try {
      storage?.clear();
    } catch {
      // Blocked storage holds nothing to clear.
    }
  }
  const jobs: Promise<unknown>[] = [];
  if ('caches' in globalThis)
    jobs.push(caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key)))));
  if ('serviceWorker' in navigator)
    jobs.push(
      navigator.serviceWorker
        .getRegistrations()
        .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister()))),
    );
  if (typeof globalThis.indexedDB?.databases === 'function')
    jobs.push(
      indexedDB
        .databases()
        .then((databases) =>
          Promise.all(
            databases.map((database) =>
              database.name ? indexedDB.deleteDatabase(database.name) : undefined,
            ),
          ),
        ),
    );
  await Promise.allSettled(jobs);
}
