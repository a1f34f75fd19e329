// Builds the React host example (examples/react-host) the way an npm consumer's bundler would:
// `proofdesk`, `proofdesk/react` and each manifest widget's `proofdesk/<name>` resolve through
// package.json `exports` to the built dist/ (run `npm run build:lib` first), never to the sources.
// The host is type-checked against dist's declarations first, then bundled with esbuild into
// examples/react-host/dist (git-ignored). The examples index's widget list is refreshed from the
// manifest first (a unit test fails when it is stale).
//   node scripts/build-examples.mjs [--watch]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { context } from 'esbuild';
import { npx, repoRoot } from './run.mjs';
import { readWidgetManifest, withExamplesWidgetList } from './widget-manifest.mjs';

const host = join(repoRoot, 'examples/react-host');
const watch = process.argv.includes('--watch');

const manifest = readWidgetManifest();
const index = join(repoRoot, 'examples/index.html');
const html = readFileSync(index, 'utf8');
const refreshed = withExamplesWidgetList(html, manifest);
if (refreshed !== html) writeFileSync(index, refreshed);

const entries = [
  'dist/index.js',
  'dist/react.js',
  ...manifest.widgets.map((widget) => `dist/${widget.name}.js`),
];
const missing = entries.filter((file) => !existsSync(join(repoRoot, file)));
if (missing.length > 0) {
  console.error(`build-examples: ${missing.join(', ')} missing; run \`npm run build:lib\` first.`);
  process.exit(1);
}

// The host's own tsconfig has no `paths` (the root one maps `proofdesk/*` to the sources).
const tsconfig = join(host, 'tsconfig.json');
if ((await npx('tsc', ['--noEmit', '-p', tsconfig])) !== 0) process.exit(1);

/** Fails the build if anything of the SDK came from source instead of the npm build. */
const npmBuildOnly = {
  name: 'npm-build-only',
  setup(build) {
    build.onEnd((result) => {
      const inputs = Object.keys(result.metafile?.inputs ?? {});
      const sources = inputs.filter((input) => /^(sdk|widgets|themes)\//.test(input));
      if (sources.length === 0) return undefined;
      return { errors: [{ text: `SDK sources were bundled instead of dist/: ${sources.join(', ')}` }] };
    });
  },
};

const ctx = await context({
  absWorkingDir: repoRoot,
  entryPoints: [join(host, 'src/main.tsx')],
  outdir: join(host, 'dist'),
  bundle: true,
  format: 'esm',
  target: 'es2022',
  platform: 'browser',
  jsx: 'automatic',
  tsconfig,
  minify: !watch,
  sourcemap: true,
  metafile: true,
  define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
  logLevel: 'info',
  // tsup's entries import the theme-preset chunks for nothing but ordering; package.json
  // `sideEffects` rightly lets a bundler drop them, which esbuild reports once per import.
  logOverride: { 'ignored-bare-import': 'silent' },
  plugins: [npmBuildOnly],
});

if (watch) {
  await ctx.watch();
  console.info(`build-examples: watching ${relative(repoRoot, host)}/src`);
} else {
  const result = await ctx.rebuild().catch(() => undefined);
  await ctx.dispose();
  if (!result || result.errors.length > 0) process.exit(1);
}
