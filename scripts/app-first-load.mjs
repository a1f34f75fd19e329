// An app's JavaScript weight as a host ships it: esbuild, bundled, minified, code-split, ESM for the
// browser, React and ReactDOM external (the host loads its own copy either way), each output file
// gzipped on its own (level 9, as scripts/size-budgets.mjs) because each is its own request.
//   first load  the entry chunk and every chunk it imports statically, transitively (the browser
//               fetches them before the entry runs);
//   lazy        every other chunk, grouped by the dynamic import() that loads it; the caller says
//               which of them load without a user action.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export const REACT_EXTERNAL = ['react', 'react-dom', 'react/*', 'react-dom/*'];

/** @param {{ gzip: number }[]} files */
const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);

/** `node_modules/@scope/name/…` → `@scope/name`, `…/dist/chunk-X.js` → `dist/chunk-X.js`, else the first two folders. */
/** @param {string} input */
export function originOf(input) {
  const dist = input.lastIndexOf('dist/');
  if (dist >= 0 && !input.includes('node_modules/')) return input.slice(dist);
  const modules = input.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = input.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return input.split('/').slice(0, 2).join('/');
}

/** @param {{ entry: string, absWorkingDir: string, nodePaths?: string[] }} options */
export async function measureApp(options) {
  const outdir = mkdtempSync(join(tmpdir(), 'proofdesk-first-load-'));
  try {
    const result = await build({
      entryPoints: [options.entry],
      absWorkingDir: options.absWorkingDir,
      bundle: true,
      splitting: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      external: REACT_EXTERNAL,
      outdir,
      entryNames: 'app',
      metafile: true,
      logLevel: 'error',
      nodePaths: options.nodePaths ?? [],
    });
    return weigh(result.metafile, options.absWorkingDir, outdir);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/**
 * @param {import('esbuild').Metafile} metafile
 * @param {string} workingDir
 * @param {string} outdir
 */
function weigh(metafile, workingDir, outdir) {
  const outputs = metafile.outputs;
  /** @param {string} name */
  const file = (name) => {
    const bytes = readFileSync(join(workingDir, name));
    /** @type {Map<string, number>} */
    const origins = new Map();
    for (const [input, { bytesInOutput }] of Object.entries(outputs[name].inputs)) {
      const origin = originOf(input);
      origins.set(origin, (origins.get(origin) ?? 0) + bytesInOutput);
    }
    return {
      name: relative(outdir, join(workingDir, name)),
      bytes: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      origins,
    };
  };
  /** `root` and every output it imports statically, transitively; `dynamic` collects import() targets. */
  /**
   * @param {string} root
   * @param {Set<string>} dynamic
   */
  const staticClosure = (root, dynamic) => {
    /** @type {Set<string>} */
    const seen = new Set();
    /** @param {string} name */
    const visit = (name) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const imported of outputs[name].imports) {
        if (imported.external) continue;
        if (imported.kind === 'dynamic-import') dynamic.add(imported.path);
        else visit(imported.path);
      }
      const css = outputs[name].cssBundle;
      if (css) seen.add(css);
    };
    visit(root);
    return seen;
  };

  const entry = Object.keys(outputs).find((name) => outputs[name].entryPoint && name.endsWith('.js'));
  /** @type {Set<string>} */
  const pending = new Set();
  const first = staticClosure(entry, pending);
  /** @type {{ root: string, files: ReturnType<typeof file>[], gzip: number }[]} */
  const lazy = [];
  const loaded = new Set(first);
  for (const root of pending) {
    if (loaded.has(root)) continue;
    const names = [...staticClosure(root, pending)].filter((name) => !loaded.has(name));
    for (const name of names) loaded.add(name);
    const files = names.map(file);
    lazy.push({ root: relative(outdir, join(workingDir, root)), files, gzip: sum(files) });
  }
  const firstLoad = [...first].map(file);
  return { firstLoad, firstLoadGzip: sum(firstLoad), lazy };
}

/**
 * Runs `measure` in a throw-away host folder where `proofdesk` is installed as a customer gets it
 * (the package's package.json and its built `dist`, resolved through "exports"), with `apps` copied
 * beside it; removes the folder after.
 * @template T
 * @param {string} repoRoot
 * @param {string[]} apps
 * @param {(host: string) => Promise<T>} measure
 * @returns {Promise<T>}
 */
export async function withInstalledPackage(repoRoot, apps, measure) {
  const host = mkdtempSync(join(tmpdir(), 'proofdesk-app-weight-'));
  try {
    const installed = join(host, 'node_modules/proofdesk');
    mkdirSync(installed, { recursive: true });
    copyFileSync(join(repoRoot, 'package.json'), join(installed, 'package.json'));
    symlinkSync(join(repoRoot, 'dist'), join(installed, 'dist'), 'dir');
    for (const app of apps) copyFileSync(app, join(host, basename(app)));
    return await measure(host);
  } finally {
    rmSync(host, { recursive: true, force: true });
  }
}
