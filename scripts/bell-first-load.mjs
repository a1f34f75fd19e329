// `npm test`'s guard of the notification bell's first load as an npm app (issue 22: ≤ 28 kB gzip).
// The bench (tests/bench/bell-weight.bench.ts) measures the same build beside Novu's Inbox; it is not
// part of `npm test`, and a static import of DOMPurify once added 12 kB unseen for a day. This check
// builds the smallest React host of the bell (tests/bench/bell-weight/bell-app.tsx) with esbuild
// against the built package, as a customer installs it, and fails over the budget. Needs `dist`
// (`npm run build:lib`; `npm test` runs it after the build step).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { measureApp, withInstalledPackage } from './app-first-load.mjs';
import { repoRoot } from './widget-manifest.mjs';

/** The bell's first load as an npm app, gzip kB (1,024 bytes), React external. */
export const BELL_FIRST_LOAD_BUDGET_KB = 28;

/** The bell app's first load in gzip bytes, and the files it is made of. */
export async function measureBellFirstLoad() {
  const app = join(repoRoot, 'tests/bench/bell-weight/bell-app.tsx');
  return withInstalledPackage(repoRoot, [app], (host) =>
    measureApp({
      entry: join(host, 'bell-app.tsx'),
      absWorkingDir: host,
      nodePaths: [join(repoRoot, 'node_modules')],
    }),
  );
}

async function main() {
  const weight = await measureBellFirstLoad();
  const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
  for (const file of weight.firstLoad)
    console.info(`  ${file.name.padEnd(28)} ${kb(file.gzip).padStart(9)} gzip`);
  const over = weight.firstLoadGzip > BELL_FIRST_LOAD_BUDGET_KB * 1024;
  console.info(
    `notification bell as an npm app, first load: ${kb(weight.firstLoadGzip)} gzip (budget ${BELL_FIRST_LOAD_BUDGET_KB} kB)${over ? ': OVER' : ''}`,
  );
  if (over) {
    console.error(
      'The bell pulls more into its first load: `npm run bench -- bell` lists where each byte comes from.',
    );
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
