// A lazy screen's chunk that cannot be fetched any more: after a deployment the old build's hashed
// files are gone (404), and the browser's dynamic import rejects with one of these messages
// (Chromium, Firefox, Safari; Vite's preload helper says the same for its CSS).
const CHUNK_FAILURES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return CHUNK_FAILURES.some((pattern) => pattern.test(message));
}
