import { defineConfig } from 'tsup';
import { minifyCssLiteralsEsbuild } from './scripts/minify-css-literals.mjs';
import { copyPdfWorker } from './scripts/pdf-worker.mjs';
import { readWidgetManifest, tsupEntries } from './scripts/widget-manifest.mjs';

// The npm package: ESM + CJS + declarations, one entry per core part, theme preset and manifest
// widget. React stays external (a peer dependency) so the host's copy is the only copy; everything
// else is bundled per entry and tree-shaken.
export default defineConfig({
  entry: tsupEntries(readWidgetManifest()),
  format: ['esm', 'cjs'],
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  // Everything of its own, not the script-tag build beside it in dist/embed.
  clean: ['**/*', '!embed/**'],
  target: 'es2022',
  outDir: 'dist',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // The widgets' CSS literals without their indentation and comments (scripts/minify-css-literals.mjs).
  esbuildPlugins: [minifyCssLiteralsEsbuild()],
  // pdf.js's worker as its own file beside the chunks (the proofing viewer starts it by URL).
  onSuccess: async () => copyPdfWorker('dist'),
});
