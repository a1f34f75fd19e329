// Builds the Next.js host (examples/next-host) exactly as a customer would: its own dependencies
// from its lockfile, then the package as `npm pack` makes it (installed without saving, so the
// lockfile stays the host's own), then `next build` (a static export; rendering every page on the
// server first). Needs dist/ (`npm run build:lib`). Output: examples/next-host/out/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './run.mjs';

const host = join(repoRoot, 'examples/next-host');
const npm = (args, cwd) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund'], { cwd, stdio: 'inherit' });

if (!existsSync(join(repoRoot, 'dist/index.js'))) {
  console.error('dist/ is missing: run `npm run build:lib` first');
  process.exit(1);
}
npm(['ci'], host);
const folder = mkdtempSync(join(tmpdir(), 'proofdesk-pack-'));
try {
  const name = execFileSync('npm', ['pack', '--pack-destination', folder], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  npm(['install', '--no-save', join(folder, name)], host);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
rmSync(join(host, 'out'), { recursive: true, force: true });
execFileSync(process.execPath, [join(host, 'node_modules/next/dist/bin/next'), 'build'], {
  cwd: host,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
