// Whether a build output is missing or older than any file of its sources: `npm start` rebuilds
// what a checkout or an edit has made stale, not only what is missing.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time (ms) among the files under `path` (a file or a folder). */
function newestUnder(path) {
  let info;
  try {
    info = statSync(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestUnder(join(path, entry)));
  }
  return newest;
}

/** True when `output` does not exist or a file under one of `sources` changed after it was built. */
export function isStale(output, sources) {
  let built;
  try {
    built = statSync(output).mtimeMs;
  } catch {
    return true;
  }
  return sources.some((source) => newestUnder(source) > built);
}
