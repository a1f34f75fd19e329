// The script-tag build's release facts, written beside it as `integrity.json`: the package version
// (the server serves the build again under /embed/<version>/, cached for good) and the loader's
// Subresource Integrity hash, so a host can pin exactly the file it reviewed:
//   <script type="module" src="…/embed/<version>/proofdesk.js" integrity="sha384-…" crossorigin="anonymous">
// The loader imports its chunks by relative URL, so a versioned loader only ever loads chunks of
// its own version; their names carry a content hash too.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './run.mjs';

export const INTEGRITY_FILE = 'integrity.json';
export const LOADER_FILE = 'proofdesk.js';

/** `sha384-…` of `bytes`, as the `integrity` attribute takes it. */
export function sriHash(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

export function packageVersion(root = repoRoot) {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
}

/** Rollup plugin: hashes the loader as written to disk and writes integrity.json beside it. */
export function embedIntegrityPlugin({ root = repoRoot } = {}) {
  return {
    name: 'embed-integrity',
    writeBundle(options) {
      if (!options.dir) return;
      const version = packageVersion(root);
      const loader = readFileSync(join(options.dir, LOADER_FILE));
      const facts = {
        version,
        loader: LOADER_FILE,
        integrity: sriHash(loader),
        path: `/embed/${version}/${LOADER_FILE}`,
      };
      writeFileSync(join(options.dir, INTEGRITY_FILE), `${JSON.stringify(facts, null, 2)}\n`);
    },
  };
}
