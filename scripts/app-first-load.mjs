// An app's JavaScript weight as a host ships it: esbuild, bundled, minified, code-split, ESM for the
// browser, React and ReactDOM external (the host loads its own copy either way), each output file
// gzipped on its own (level 9, as scripts/size-budgets.mjs) because each is its own request.
//   first load  the entry chunk and every chunk it imports statically, transitively (the browser
//               fetches them before the entry runs);
//   lazy        every other chunk, grouped by the dynamic import() that loads it; the caller says
//               which of them load without a user action.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';

export const REACT_EXTERNAL = ['react', 'react-dom', 'react/*', 'react-dom/*'];

export interface OutputFile {
  /** Path inside the build folder. */
  name: string;
  bytes: number;
  gzip: number;
  /** Bytes in this file by where they came from (an npm package, a dist chunk, a source folder). */
  origins: Map<string, number>;
}

export interface LazyGroup {
  /** The chunk named by the dynamic import(). */
  root: string;
  /** That chunk and what it imports statically beyond the first load. */
  files: OutputFile[];
  gzip: number;
}

export interface AppWeight {
  firstLoad: OutputFile[];
  firstLoadGzip: number;
  lazy: LazyGroup[];
}

const sum = (files: OutputFile[]) => files.reduce((total, file) => total + file.gzip, 0);

/** `node_modules/@scope/name/…` → `@scope/name`, `…/dist/chunk-X.js` → `dist/chunk-X.js`, else the first two folders. */
export function originOf(input: string): string {
  const dist = input.lastIndexOf('dist/');
  if (dist >= 0 && !input.includes('node_modules/')) return input.slice(dist);
  const modules = input.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = input.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  return input.split('/').slice(0, 2).join('/');
}

export async function measureApp(options: {
  entry: string;
  /** Working folder of the build (imports without a plugin resolve from here). */
  absWorkingDir: string;
  /** Folders bare imports fall back to (the repository's node_modules for the packages' deps). */
  nodePaths?: string[];
}): Promise<AppWeight> {
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

function weigh(metafile: Metafile, workingDir: string, outdir: string): AppWeight {
  const outputs = metafile.outputs;
  const file = (name: string): OutputFile => {
    const bytes = readFileSync(join(workingDir, name));
    const origins = new Map<string, number>();
    for (const [input, { bytesInOutput }] of Object.entries(outputs[name]!.inputs)) {
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
  const staticClosure = (root: string, dynamic: Set<string>) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const imported of outputs[name]!.imports) {
        if (imported.external) continue;
        if (imported.kind === 'dynamic-import') dynamic.add(imported.path);
        else visit(imported.path);
      }
      const css = outputs[name]!.cssBundle;
      if (css) seen.add(css);
    };
    visit(root);
    return seen;
  };

  const entry = Object.keys(outputs).find((name) => outputs[name]!.entryPoint && name.endsWith('.js'))!;
  const pending = new Set<string>();
  const first = staticClosure(entry, pending);
  const lazy: LazyGroup[] = [];
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
