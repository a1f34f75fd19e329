// The notification bell's first-load weight as an npm app (issue 22), beside Novu's Inbox
// (`@novu/react` 3.19.2) built the same way in the same run:
//   subject   bell-weight/bell-app.tsx: createProofdesk, ProofdeskProvider, <NotificationBell />,
//             importing the package as a host installs it (package.json + the built dist, resolved
//             through "exports"; `npm run build:lib` first when dist is older than the sources);
//   baseline  bell-weight/novu-app.tsx: <Inbox /> in the same host;
//   build     esbuild, bundled, minified, code-split ESM for the browser, React and ReactDOM
//             external; each output file gzipped on its own (level 9; kB = 1,024 bytes, as
//             scripts/size-budgets.mjs);
//   figure    first load = the entry chunk + every chunk it imports statically. Chunks behind a
//             dynamic import() are listed apart and are not first load, because none loads without
//             a user action: the bell's Floating UI and popover panel load when the user points at,
//             tabs to or opens the bell; Novu's Web Chat only if the app calls novu.loadWebChat(),
//             which the Inbox never does. "With the first open" adds the chunks an open loads.
// ROUNDS interleaved builds per side; bytes are deterministic, so the bench fails if a round differs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AppWeight,
  measureApp,
  type OutputFile,
  withInstalledPackage,
} from '../../scripts/app-first-load.mjs';
import { BELL_FIRST_LOAD_BUDGET_KB } from '../../scripts/bell-first-load.mjs';
import { isStale } from '../../scripts/stale.mjs';

const ROUNDS = Number(process.env.BENCH_RUNS ?? 5);
// The bell's first load as an npm app (issue 22); `npm test` holds it too (scripts/bell-first-load.mjs).
const TARGET_KB = BELL_FIRST_LOAD_BUDGET_KB;
const KB = 1024;
/** The lazy chunks an open of the popover loads (the rest never load for a bell or an inbox). */
const ON_OPEN = { bell: /^(floating-ui|notification-panel)-/, novu: /^$/ };
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const kb = (bytes: number) => `${(bytes / KB).toFixed(2)} kB`;

// The package as a host gets it: `npm run build:lib`, unless dist is newer than every source.
const LIB_SOURCES = ['sdk', 'widgets', 'themes', 'package.json', 'tsup.config.ts'].map((p) =>
  join(repoRoot, p),
);
if (process.env.BENCH_REBUILD === '1' || isStale(join(repoRoot, 'dist/notification-bell.js'), LIB_SOURCES)) {
  console.info('building the npm package (npm run build:lib) …');
  const built = spawnSync(process.execPath, ['scripts/build-lib.mjs'], {
    cwd: repoRoot,
    stdio: ['inherit', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('npm run build:lib failed');
} else console.info('dist is newer than the sources: measuring it as built (BENCH_REBUILD=1 rebuilds)');

// A host folder: node_modules/proofdesk is the package's package.json and dist, the apps beside it.
if (!existsSync(join(repoRoot, 'node_modules/@novu/react'))) throw new Error('@novu/react is not installed');
const apps = ['bell-app.tsx', 'novu-app.tsx'].map((app) =>
  fileURLToPath(new URL(`./bell-weight/${app}`, import.meta.url)),
);
await withInstalledPackage(repoRoot, apps, async (host) => {
  const measure = (app: string) =>
    measureApp({ entry: join(host, app), absWorkingDir: host, nodePaths: [join(repoRoot, 'node_modules')] });
  const rounds: Record<'bell' | 'novu', AppWeight[]> = { bell: [], novu: [] };
  for (let round = 0; round < ROUNDS; round++) {
    rounds.bell.push(await measure('bell-app.tsx'));
    rounds.novu.push(await measure('novu-app.tsx'));
  }
  const bell = summarise('Proofdesk NotificationBell', rounds.bell, ON_OPEN.bell);
  const novu = summarise('Novu Inbox (@novu/react 3.19.2)', rounds.novu, ON_OPEN.novu);
  const ratio = bell.firstLoad / novu.firstLoad;
  console.info(
    `\nfirst load, gzip: bell ${kb(bell.firstLoad)} · Novu ${kb(novu.firstLoad)} · ratio ${ratio.toFixed(2)}×`,
  );
  console.info(
    `with the first open: bell ${kb(bell.opened)} · Novu ${kb(novu.opened)} · ratio ${(bell.opened / novu.opened).toFixed(2)}×`,
  );
  console.info(
    `target bell first load ≤ ${TARGET_KB} kB: ${bell.firstLoad <= TARGET_KB * KB ? 'meets' : 'MISSES'}`,
  );
});

/** Prints one side's files and origins; returns its gzip bytes (the same every round). */
function summarise(label: string, weights: AppWeight[], onOpen: RegExp) {
  const sizes = weights.map((weight) => weight.firstLoadGzip).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)]!;
  console.info(
    `\n${label}: first load ${kb(median)} gzip, median (min ${kb(sizes[0]!)} – max ${kb(sizes.at(-1)!)}) of ${sizes.length} builds`,
  );
  if (sizes[0] !== sizes.at(-1)) throw new Error(`${label}: the rounds built different bytes`);
  const [weight] = weights;
  for (const file of weight!.firstLoad) printFile('  first', file);
  let opened = median;
  for (const group of weight!.lazy) {
    const open = onOpen.test(group.root);
    if (open) opened += group.gzip;
    console.info(
      `  lazy   import('${group.root}'): ${kb(group.gzip)} gzip, ${open ? 'with the first open' : 'not for the inbox'}`,
    );
    for (const file of group.files) printFile('        ', file);
  }
  return { firstLoad: median, opened };
}

function printFile(prefix: string, file: OutputFile) {
  const origins = [...file.origins]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([origin, bytes]) => `${origin} ${(bytes / KB).toFixed(1)}`)
    .join(', ');
  console.info(`${prefix} ${file.name.padEnd(28)} ${kb(file.gzip).padStart(9)} gzip  (min kB: ${origins})`);
}
