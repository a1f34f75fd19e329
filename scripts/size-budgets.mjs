// `npm run size`: the script-tag build's gzip budgets (issue 4), checked after `npm run build:embed`.
//   loader ≤ 3 kB · shared core without React ≤ 25 kB · each manifest widget's chunk within its own
//   `gzipBudgetKb` (widgets/manifest.json) on top of the core.
// "Without React" is measured by building the same rollup config again with React external, so the
// figure is the core as shipped, not an estimate. The rows come from the manifest (sizeBudgets), so
// a new widget is measured without an edit here.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { embedConfig, sharedChunkNames } from './embed-config.mjs';
import { readWidgetManifest, repoRoot, sizeBudgets } from './widget-manifest.mjs';

const KB = 1024;
const REACT = /^(react|react-dom|scheduler)(\/|$)/;

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

// `chunks/<name>-<hash>.js`: rollup's hash is 8 base64url characters. Matching the whole name keeps a
// widget's chunk apart from the chunks it declares (`viewer` and `viewer-compare`).
const HASHED_JS = /^(.+)-[\w-]{8}\.js$/;

function chunk(dir, prefix) {
  const chunks = join(dir, 'chunks');
  const names = existsSync(chunks)
    ? readdirSync(chunks).filter((file) => file.match(HASHED_JS)?.[1] === prefix)
    : [];
  if (names.length > 1)
    throw new Error(`expected one ${prefix}-*.js chunk in ${chunks}, found ${names.length}`);
  return names[0] && join(chunks, names[0]);
}

/**
 * The chunk `prefix` and every chunk it imports statically, transitively (`import … from "./x.js"`,
 * `import "./x.js"`; a dynamic `import("./x.js")` is not followed): what a page downloads before
 * the chunk's code runs. Bare imports (React in the React-less build) are left out.
 */
export function staticGraph(dir, prefix) {
  const start = chunk(dir, prefix);
  if (!start) return [];
  const seen = new Set([start]);
  for (const file of seen) {
    const source = readFileSync(file, 'utf8');
    for (const [, name] of source.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      seen.add(join(dirname(file), name));
    }
  }
  return [...seen];
}

/** Builds `config` again with React external, into a temporary folder (removed by the caller). */
export async function buildWithoutReact(config) {
  const dir = join(tmpdir(), `proofdesk-size-${process.pid}-${Date.now()}`);
  const bundle = await rollup({ ...config, external: (id) => REACT.test(id) });
  await bundle.write({ ...config.output, dir, sourcemap: false });
  await bundle.close();
  return dir;
}

/**
 * The size report: one row per budget of `manifest`, measured in `embedDir` (the build) and
 * `withoutReactDir` (the same build with React external). A missing required file is an error.
 */
export function sizeReport(manifest, { embedDir, withoutReactDir }) {
  return sizeBudgets(manifest).map(({ label, widget, files, budget }) => {
    let size = 0;
    for (const file of files) {
      const dir = file.withoutReact ? withoutReactDir : embedDir;
      if (file.staticGraphOf) {
        const graph = staticGraph(dir, file.staticGraphOf);
        if (graph.length === 0) throw new Error(`chunks/${file.staticGraphOf}-*.js missing in ${dir}`);
        for (const path of graph) size += gzipSize(path);
        continue;
      }
      const path = file.entry ? join(dir, `${file.entry}.js`) : chunk(dir, file.chunk);
      if (path && existsSync(path)) size += gzipSize(path);
      else if (!file.optional) {
        throw new Error(
          `${file.entry ?? `chunks/${file.chunk}-*`}.js missing in ${dir}: run \`npm run build:embed\``,
        );
      }
    }
    return { label, widget, size, budget, over: size > budget };
  });
}

/**
 * Shared chunks the core imports statically, which would make them part of every page: the core's
 * budget would then understate what a cart-only page downloads. Dynamic imports are fine.
 */
export function sharedChunksInCore(manifest, embedDir) {
  const core = chunk(embedDir, 'shared');
  if (!core) return [];
  const source = readFileSync(core, 'utf8');
  return sharedChunkNames(manifest).filter((name) =>
    new RegExp(`(from|import)\\s*"\\./${name}-[\\w-]{8}\\.js"`).test(source),
  );
}

/** Shared chunks a widget's chunk imports statically that its manifest entry does not declare. */
export function undeclaredSharedChunks(manifest, embedDir) {
  return manifest.widgets.flatMap((widget) => {
    const file = chunk(embedDir, widget.name);
    if (!file) return [];
    const source = readFileSync(file, 'utf8');
    const declared = new Set([...(widget.sharedChunks ?? []), 'floating-ui', 'shared']);
    return sharedChunkNames(manifest)
      .filter((name) => !declared.has(name))
      .filter((name) => new RegExp(`(from|import)\\s*"\\./${name}-[\\w-]{8}\\.js"`).test(source))
      .map((name) => `${widget.name} loads ${name}`);
  });
}

/**
 * The portal's on-demand budgets (issue 26): what a screen's lazy chunks download on top of the
 * portal's entry (host-demo/app/dist, Vite's `assets/<name>-<hash>.js`): the chunks its entry
 * chunks import statically, transitively, less those the portal's entry already loads. The
 * reporting screens carry the chart library (uPlot, about 23 kB gzip of it).
 */
export const PORTAL_BUDGETS = [
  {
    label: 'portal: reporting screens on demand (uPlot included)',
    entries: ['order-report-screen', 'operator-report-screen'],
    budget: 36 * KB,
  },
];

function assetGraph(assets, prefix) {
  const names = existsSync(assets)
    ? readdirSync(assets).filter((file) => file.match(HASHED_JS)?.[1] === prefix)
    : [];
  if (names.length !== 1) throw new Error(`expected one ${prefix}-*.js in ${assets}, found ${names.length}`);
  const seen = new Set([join(assets, names[0])]);
  for (const file of seen) {
    const source = readFileSync(file, 'utf8');
    for (const [, name] of source.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      seen.add(join(assets, name));
  }
  return seen;
}

/** One row per portal budget, measured in `appDist` (the portal's build). */
export function portalSizeReport(appDist, budgets = PORTAL_BUDGETS) {
  const assets = join(appDist, 'assets');
  const portal = assetGraph(assets, 'portal');
  return budgets.map(({ label, entries, budget }) => {
    const files = new Set(entries.flatMap((entry) => [...assetGraph(assets, entry)]));
    let size = 0;
    for (const file of files) if (!portal.has(file)) size += gzipSize(file);
    return { label, size, budget, over: size > budget };
  });
}

export function formatRow({ label, size, budget, over }) {
  const limit = Number.isFinite(budget) ? ` / ${(budget / KB).toFixed(0)} kB` : '';
  return `${over ? '✖' : '✔'} ${label}: ${(size / KB).toFixed(2)} kB gzip${limit}`;
}

async function main() {
  const manifest = readWidgetManifest();
  const withoutReactDir = await buildWithoutReact(embedConfig({ manifest }));
  try {
    const rows = sizeReport(manifest, { embedDir: join(repoRoot, 'dist/embed'), withoutReactDir });
    for (const row of rows) console.info(formatRow(row));
    if (rows.some((row) => row.over)) {
      console.error('\nA size budget is exceeded (scripts/widget-manifest.mjs, widgets/manifest.json).');
      process.exitCode = 1;
    }
    const appDist = join(repoRoot, 'host-demo/app/dist');
    if (existsSync(appDist)) {
      const portalRows = portalSizeReport(appDist);
      for (const row of portalRows) console.info(formatRow(row));
      if (portalRows.some((row) => row.over)) {
        console.error('\nA portal budget is exceeded (PORTAL_BUDGETS, scripts/size-budgets.mjs).');
        process.exitCode = 1;
      }
    } else console.info('portal budgets: skipped (run `npm run build:app` first)');
    const undeclared = undeclaredSharedChunks(manifest, withoutReactDir);
    if (undeclared.length > 0) {
      console.error(
        `\nUndeclared shared chunks (add them to "sharedChunks" in widgets/manifest.json): ${undeclared.join('; ')}`,
      );
      process.exitCode = 1;
    }
    const inCore = sharedChunksInCore(manifest, withoutReactDir);
    if (inCore.length > 0) {
      console.error(
        `\nThe shared core imports ${inCore.join(', ')} statically: every page would download it.`,
      );
      process.exitCode = 1;
    }
  } finally {
    rmSync(withoutReactDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
