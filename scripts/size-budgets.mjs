// `npm run size`: the script-tag build's gzip budgets (issue 4), checked after `npm run build:embed`.
//   loader ≤ 3 kB · shared core without React ≤ 25 kB · each widget chunk ≤ 15 kB on top of the core.
// "Without React" is measured by building the same rollup config again with React external, so the
// figure is the core as shipped, not an estimate.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import config from '../rollup.config.mjs';
import { repoRoot } from './run.mjs';

const KB = 1024;
const REACT = /^(react|react-dom|scheduler)(\/|$)/;

/** Gzip bytes of one file, or the sum over several downloaded together. */
const gzipSize = (files) =>
  [files].flat().reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);

function chunk(dir, prefix) {
  const names = readdirSync(dir).filter((file) => file.startsWith(`${prefix}-`) && file.endsWith('.js'));
  if (names.length !== 1) {
    throw new Error(
      `expected one ${prefix}-*.js chunk in ${dir}, found ${names.length}: run \`npm run build:embed\``,
    );
  }
  return join(dir, names[0]);
}

async function buildWithoutReact() {
  const dir = join(tmpdir(), `proofdesk-size-${process.pid}`);
  const bundle = await rollup({ ...config, external: (id) => REACT.test(id) });
  await bundle.write({ ...config.output, dir, sourcemap: false });
  await bundle.close();
  return dir;
}

const embed = join(repoRoot, 'dist/embed');
const chunks = join(embed, 'chunks');
const withoutReact = await buildWithoutReact();
const budgets = [
  ['loader (proofdesk.js)', join(embed, 'proofdesk.js'), 3 * KB],
  ['shared core without React', chunk(join(withoutReact, 'chunks'), 'shared'), 25 * KB],
  // A widget's first open also downloads the on-demand positioning chunk, so it counts against each
  // widget's 15 kB "on top of the core".
  ['cart chunk + positioning', [chunk(chunks, 'cart'), chunk(chunks, 'floating-ui')], 15 * KB],
  [
    'notification bell chunk + positioning',
    [chunk(chunks, 'notification-bell'), chunk(chunks, 'floating-ui')],
    15 * KB,
  ],
  ['  of which positioning (Floating UI, on demand)', chunk(chunks, 'floating-ui'), 10 * KB],
  // Reported, not budgeted: React and ReactDOM are what they are.
  ['shared chunk with React (info)', chunk(chunks, 'shared'), Number.POSITIVE_INFINITY],
];

let failed = false;
for (const [label, file, budget] of budgets) {
  const size = gzipSize(file);
  const over = size > budget;
  failed ||= over;
  const limit = Number.isFinite(budget) ? ` / ${(budget / KB).toFixed(0)} kB` : '';
  console.info(`${over ? '✖' : '✔'} ${label}: ${(size / KB).toFixed(2)} kB gzip${limit}`);
}
rmSync(withoutReact, { recursive: true, force: true });
if (failed) {
  console.error('\nA size budget is exceeded (budgets in scripts/size-budgets.mjs).');
  process.exit(1);
}
