// The npm packages the SDK's, the themes' and the widgets' sources import, by the exact specifier
// they import (`konva/lib/Core`, `pdfjs-dist/build/pdf.worker.min.mjs`): what Vite pre-bundles for
// the widget tests (vitest.config.ts), so a widget's new dependency needs no edit there. Read from
// the sources rather than kept by hand: a dependency first met mid-run makes Vite re-optimise and
// reload the page, which fails whichever tests were running.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './widget-manifest.mjs';

export const SOURCE_FOLDERS = ['sdk', 'themes', 'widgets'];
const SOURCE_FILE = /\.(ts|tsx|mjs)$/;
// `from 'x'`, `import 'x'`, `import('x')`: bare specifiers only (relative ones start with a dot).
const BARE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"./][^'"]*)['"]/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE_FILE.test(entry.name)) yield path;
  }
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Sorted bare specifiers of the package's own dependencies (and peers) that the sources import. */
export function sourceDependencies(root = repoRoot, folders = SOURCE_FOLDERS) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const packages = new Set(Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }));
  const specifiers = new Set();
  for (const folder of folders) {
    for (const file of sourceFiles(join(root, folder))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(BARE_IMPORT)) {
        if (packages.has(packageOf(specifier))) specifiers.add(specifier);
      }
    }
  }
  return [...specifiers].sort();
}
