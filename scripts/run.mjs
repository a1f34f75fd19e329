// Small process helpers shared by the scripts: run a command, fail loudly, forward signals.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command to completion; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
}

export const npx = (bin, args, options) => run(process.execPath, [binPath(bin), ...args], options);

function binPath(bin) {
  const bins = {
    tsc: 'node_modules/typescript/bin/tsc',
    biome: 'node_modules/@biomejs/biome/bin/biome',
    vitest: 'node_modules/vitest/vitest.mjs',
    playwright: 'node_modules/@playwright/test/cli.js',
    tsup: 'node_modules/tsup/dist/cli-default.js',
    rollup: 'node_modules/rollup/dist/bin/rollup',
    vite: 'node_modules/vite/bin/vite.js',
  };
  if (!bins[bin]) throw new Error(`unknown tool ${bin}`);
  return fileURLToPath(new URL(`../${bins[bin]}`, import.meta.url));
}

/**
 * Starts the API server (TypeScript through tsx) and forwards termination signals to it; with
 * WORKERS above 1, the cluster entry that runs that many server processes on the port.
 */
export function startServer(env = {}) {
  const workers = Number(env.WORKERS ?? process.env.WORKERS ?? 1);
  const entry = workers > 1 ? 'host-demo/server/cli/cluster.ts' : 'host-demo/server/cli/serve.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
  return child;
}
