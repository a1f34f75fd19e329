import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { sourceDependencies } from './scripts/source-dependencies.mjs';
import { readWidgetManifest, sourceAliases } from './scripts/widget-manifest.mjs';
import { chromiumLaunchOptions } from './tests/chromium';

// Every server a test run starts (the workers', the widget tests' global setup, the processes the
// CLI tests spawn) hashes passwords at scrypt N=2^10 instead of production's 2^14: thousands of
// seeds and sign-ins, 50 ms of CPU each at 2^14. Production's factor is the default when the
// variable is unset (tests/unit/host-demo/server/auth/password.test.ts); e2e runs at it.
process.env.PASSWORD_HASH_COST ??= '10';

// `proofdesk/*` resolve to the sources, one alias per manifest widget (scripts/widget-manifest.mjs).
// The viewer's lazy parts re-export its mount for a host bundler's chunking
// (widgets/proofing-viewer/first-path.ts); tests that import or render a lazy part alone would
// load the whole viewer through it, so tests get an empty stand-in, as the script-tag build does.
const alias = [
  ...Object.entries(sourceAliases(readWidgetManifest())).map(([find, replacement]) => ({
    find,
    replacement,
  })),
  {
    find: /^(\.\.?\/)+first-path$/,
    replacement: fileURLToPath(new URL('./tests/widgets/support/first-path-stub.ts', import.meta.url)),
  },
];

// The widgets' second run on React 18 (issue 28): `react` and `react-dom` of every import, the
// sources' and the dependencies' alike, resolve to the copy installed apart in tests/react18
// (scripts/react18.mjs installs it), so the package's peer range is tested at both ends.
const react18 = fileURLToPath(new URL('./tests/react18/node_modules', import.meta.url));
const react18Alias = [
  { find: /^react$/, replacement: `${react18}/react/index.js` },
  { find: /^react\/(.*)$/, replacement: `${react18}/react/$1` },
  { find: /^react-dom$/, replacement: `${react18}/react-dom/index.js` },
  { find: /^react-dom\/(.*)$/, replacement: `${react18}/react-dom/$1` },
  ...alias,
];

/** Server test files the `server-postgres` project leaves out, and why. */
const POSTGRES_EXCLUDED = [
  // Each case already runs on SQLite and PostgreSQL (DIALECTS, data-helpers.ts).
  { file: 'tests/unit/host-demo/server/data/**', why: 'both databases already' },
  // The SQLite file itself: its folder, its pragmas, a restart on the same file.
  { file: 'tests/unit/host-demo/server/db/database.test.ts', why: 'tests SQLite' },
  // Processes started with their own environment; the PostgreSQL cases are written in them.
  { file: 'tests/unit/host-demo/server/cli/**', why: 'own processes, both databases inside' },
  { file: 'tests/unit/host-demo/server/realtime/realtime-processes.test.ts', why: 'own processes' },
  {
    file: 'tests/unit/host-demo/server/postgres-start.test.ts',
    why: 'makes its PostgreSQL databases itself',
  },
  // buildServer called directly on a SQLite file (the Redis relay between two servers).
  { file: 'tests/unit/host-demo/server/realtime/realtime-relay.test.ts', why: 'own servers' },
  // No server and no database: nothing changes with PROOFDESK_TEST_DATABASE.
  { file: 'tests/unit/host-demo/server/realtime/realtime-hub.test.ts', why: 'no database' },
  { file: 'tests/unit/host-demo/server/uploads/file-signatures.test.ts', why: 'no database' },
  { file: 'tests/unit/host-demo/server/proofing/pdf-tools-migration.test.ts', why: 'no database' },
  { file: 'tests/unit/host-demo/server/seed/demo-accounts-readme.test.ts', why: 'no database' },
  { file: 'tests/unit/host-demo/server/import-cycles.test.ts', why: 'no database' },
  { file: 'tests/unit/host-demo/server/auth/password.test.ts', why: 'no database' },
];

/**
 * The widget tests' project: real Chromium, the API servers of the global setup, dependencies
 * pre-bundled up front (a dependency first met mid-run makes Vite re-optimise and reload the page,
 * which loads React twice and fails whichever tests were running).
 */
function widgetsProject(options: {
  name: string;
  alias: typeof react18Alias | typeof alias;
  include: string[];
  cacheDir?: string;
  react?: string;
}) {
  return {
    resolve: { alias: options.alias },
    ...(options.cacheDir && { cacheDir: options.cacheDir }),
    optimizeDeps: {
      include: [
        // What the sources import (scripts/source-dependencies.mjs: a widget's new package needs
        // no edit here), and what they import without naming it or the tests themselves import.
        ...sourceDependencies(),
        'react/jsx-runtime',
        'shadow-dom-testing-library',
        '@testing-library/dom',
        'axe-core',
        // The portal's router, for tests of its components (portal-long-words).
        'react-router',
      ],
    },
    test: {
      name: options.name,
      include: options.include,
      globalSetup: ['tests/widgets/support/api-server.ts'],
      setupFiles: ['tests/widgets/support/setup.ts'],
      // The React major the run resolves (react-majors.test.tsx checks it is the one loaded).
      env: { PROOFDESK_REACT_MAJOR: options.react ?? '19' },
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions() }),
        instances: [{ browser: 'chromium' as const }],
        screenshotFailures: false,
        // The test server's CORS allow-list names this port: another run holding it must fail
        // loudly here, not move the page to a port the API refuses. Two checkouts testing side
        // by side set WIDGETS_PORT apart; the two projects run one after the other.
        api: { port: Number(process.env.WIDGETS_PORT ?? 63315), strictPort: true },
      },
    },
  };
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        // The server's API tests again, each test server on its own PostgreSQL database
        // (tests/unit/host-demo/server/helpers.ts), in the cluster of PG_TEST_URL or one the global
        // setup starts. Left out, with the reason: files that already run each case on both
        // databases, or that build their servers themselves, or that test SQLite itself.
        test: {
          name: 'server-postgres',
          environment: 'node',
          include: ['tests/unit/host-demo/server/**/*.test.ts'],
          exclude: POSTGRES_EXCLUDED.map((item) => item.file),
          env: { PROOFDESK_TEST_DATABASE: 'postgres' },
          globalSetup: ['tests/unit/host-demo/server/postgres-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // Type tests (`*.test-d.ts`, vitest's expectTypeOf): the typed events, MountedWidget<Props>
        // and what left the package root. Checked by tsc, never run, with tests/types/tsconfig.json:
        // the repository's options and `paths` (`proofdesk/*` → the sources), only these files as
        // roots, so tsc reads what they import and not the whole repository.
        test: {
          name: 'types',
          include: [],
          typecheck: {
            enabled: true,
            only: true,
            include: ['tests/types/**/*.test-d.ts'],
            tsconfig: './tests/types/tsconfig.json',
          },
        },
      },
      widgetsProject({ name: 'widgets', alias, include: ['tests/widgets/**/*.test.{ts,tsx}'] }),
      // The second, smaller run on React 18: every widget three ways, signed in, one interaction.
      widgetsProject({
        name: 'widgets-react18',
        alias: react18Alias,
        include: ['tests/widgets/widgets/react-majors.test.tsx'],
        cacheDir: 'node_modules/.vite-react18',
        react: '18',
      }),
    ],
  },
});
