// `npm test`: every check CI runs, in order, stopping at the first failure.
// typecheck → lint → dependency layers → unit (node, with the API report) → the server's API tests
// on PostgreSQL → type tests → widgets (real Chromium) → widgets on React 18 → build → size budgets
// → the bell's first load as an npm app → the packed package → the consumer hosts built from it
// (Next.js, Vite + React 18) → end to end (Playwright).
import { ensureReact18 } from './react18.mjs';
import { npx, run } from './run.mjs';

const steps = [
  ['typecheck', () => npx('tsc', ['--noEmit', '-p', 'tsconfig.json'])],
  ['lint', () => npx('biome', ['check', '.'])],
  // The layers' allow-list (.dependency-cruiser.cjs).
  ['dependency layers', () => run('npm', ['run', 'lint:deps'])],
  ['unit tests', () => npx('vitest', ['run', '--project', 'unit'])],
  // The same API tests, each test server on its own PostgreSQL database (vitest.config.ts lists the
  // files left out and why): in the cluster of PG_TEST_URL (CI's), else in one this step starts
  // from Debian's binaries (tests/unit/host-demo/server/postgres-setup.ts).
  ['server API tests on PostgreSQL', () => npx('vitest', ['run', '--project', 'server-postgres'])],
  ['type tests', () => npx('vitest', ['run', '--project', 'types'])],
  ['widget tests', () => npx('vitest', ['run', '--project', 'widgets'])],
  // The package accepts React ^18.2 || ^19: every widget again on React 18, installed apart.
  [
    'widget tests on React 18',
    async () => (await ensureReact18()) || npx('vitest', ['run', '--project', 'widgets-react18']),
  ],
  ['build', () => run('npm', ['run', 'build'])],
  ['size budgets', () => run(process.execPath, ['scripts/size-budgets.mjs'])],
  // The bell as an npm app (esbuild, React external) against its 28 kB first-load budget.
  ['bell first load as an npm app', () => run(process.execPath, ['scripts/bell-first-load.mjs'])],
  // The tarball a customer installs: only dist/, every entry importable as ESM and CommonJS in Node
  // (no DOM, as in server rendering), types resolving under bundler and node16.
  ['package', () => run(process.execPath, ['scripts/check-package.mjs'])],
  // A Next.js App Router host (React 19) and a Vite app on React 18, each built from one tarball
  // as a customer builds it (their e2e specs open them).
  [
    'consumer hosts from the packed package',
    () => run(process.execPath, ['scripts/build-consumer-hosts.mjs']),
  ],
  ['end-to-end tests', () => npx('playwright', ['test'])],
];

const started = Date.now();
for (const [name, step] of steps) {
  const stepStarted = Date.now();
  console.info(`\n▶ ${name}`);
  const code = await step();
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\n✖ ${name} failed (exit ${code}, ${seconds}s)`);
    process.exit(code);
  }
  console.info(`✔ ${name} (${seconds}s)`);
}
console.info(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
