// Builds the consumer hosts exactly as customers would, from ONE `npm pack` of the package:
//   node scripts/build-consumer-hosts.mjs                 both hosts
//   node scripts/build-consumer-hosts.mjs vite-react18    one of them (or next-host)
// Each host installs its own dependencies from its own lockfile (`npm ci`), then the tarball
// (without saving, so the lockfile stays the host's own), then runs its production build:
// - examples/next-host: Next.js App Router on React 19, `next build` (a static export; every page
//   rendered on the server first) → examples/next-host/out/;
// - examples/vite-react18: Vite on React 18.3, `tsc --noEmit` (the package's types under React
//   18's) then `vite build` → examples/vite-react18/dist/.
// The two hosts run side by side (their installs wait on the network, their builds on the CPU);
// each one's output is printed with its name in front. Needs dist/ (`npm run build:lib`).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './run.mjs';

const HOSTS = {
  'next-host': { output: 'out', builds: [['node_modules/next/dist/bin/next', 'build']] },
  'vite-react18': {
    output: 'dist',
    builds: [
      ['node_modules/typescript/bin/tsc', '--noEmit'],
      ['node_modules/vite/bin/vite.js', 'build'],
    ],
  },
};

const wanted = process.argv.slice(2);
for (const name of wanted) {
  if (!HOSTS[name]) {
    console.error(`unknown host "${name}": one of ${Object.keys(HOSTS).join(', ')}`);
    process.exit(1);
  }
}
const names = wanted.length > 0 ? wanted : Object.keys(HOSTS);

if (!existsSync(join(repoRoot, 'dist/index.js'))) {
  console.error('dist/ is missing: run `npm run build:lib` first');
  process.exit(1);
}

/** Runs a command in a host's folder, its output's lines prefixed by the host's name. */
function step(name, command, args) {
  const cwd = join(repoRoot, 'examples', name);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
    }
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name}: ${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

const npm = (name, args) => step(name, 'npm', [...args, '--no-audit', '--no-fund']);
const node = (name, args) => step(name, process.execPath, args);

async function buildHost(name, tarball) {
  const host = HOSTS[name];
  const started = performance.now();
  await npm(name, ['ci']);
  await npm(name, ['install', '--no-save', tarball]);
  const installed = performance.now();
  rmSync(join(repoRoot, 'examples', name, host.output), { recursive: true, force: true });
  for (const args of host.builds) await node(name, args);
  const seconds = (to, from) => ((to - from) / 1000).toFixed(1);
  const done = performance.now();
  console.info(
    `[${name}] built in ${seconds(done, started)} s (install ${seconds(installed, started)} s, build ${seconds(done, installed)} s)`,
  );
}

const folder = mkdtempSync(join(tmpdir(), 'proofdesk-pack-'));
try {
  const name = execFileSync('npm', ['pack', '--pack-destination', folder], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  const tarball = join(folder, name);
  const results = await Promise.allSettled(names.map((host) => buildHost(host, tarball)));
  const failed = results.filter((result) => result.status === 'rejected');
  for (const { reason } of failed) console.error(reason instanceof Error ? reason.message : reason);
  process.exitCode = failed.length > 0 ? 1 : 0;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
