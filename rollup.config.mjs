import { rmSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';

// The script-tag build: a tiny loader (`/embed/proofdesk.js`) that defines the widget elements,
// one shared chunk (React, the core, the theme) and one chunk per widget, each imported only when
// its element first appears on the page.
const LOADER = /sdk[\\/]embed[\\/](loader|config|lazy-element)\.ts$/;
const WIDGET_CODE = /[\\/]widgets[\\/]|sdk[\\/]embed[\\/]elements[\\/](?!attach)/;
// Imported on demand by the core (positioning loads with the first popover): a chunk of its own.
const ON_DEMAND = /node_modules[\\/]@floating-ui[\\/]|primitives[\\/]floating-ui\.ts$/;

export default {
  input: { proofdesk: 'sdk/embed/loader.ts' },
  output: {
    dir: 'dist/embed',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
    // Everything that is neither the loader nor one widget's own code is shared by all widgets:
    // without this, rollup would split React and the core into many small chunks by usage.
    manualChunks: (id) => {
      if (ON_DEMAND.test(id)) return 'floating-ui';
      return LOADER.test(id) || WIDGET_CODE.test(id) ? undefined : 'shared';
    },
  },
  // Our own modules are side-effect free (package.json `sideEffects`), which rollup does not apply
  // to source files on its own: without this, the contract's TypeBox schemas ride along with the
  // constants the client imports from it. Only the loader entry runs code on import.
  treeshake: {
    // TypeBox schema builders are pure; unused schemas beside used constants can go.
    manualPureFunctions: ['Type'],
    // TypeBox's registries are module-level state the browser never uses (only the server
    // validates), so its modules may go too when nothing reads their exports.
    moduleSideEffects: (id) =>
      (/node_modules/.test(id) && !/@sinclair[\\/]typebox/.test(id)) ||
      /sdk[\\/]embed[\\/]loader\.ts$/.test(id),
  },
  onwarn(warning, warn) {
    // TypeBox's own import cycles are harmless and not ours to fix.
    if (warning.code === 'CIRCULAR_DEPENDENCY' && /node_modules/.test(warning.message)) return;
    warn(warning);
  },
  plugins: [
    // Hashed chunk names change with every edit: an old build's chunks must not linger beside the
    // new ones (the size budgets read whatever chunk carries a widget's name).
    {
      name: 'clean-output',
      renderStart: (output) => output.dir && rmSync(output.dir, { recursive: true, force: true }),
    },
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.js'] }),
    // React and use-sync-external-store ship CommonJS.
    commonjs(),
    esbuild({ target: 'es2022', minify: true, jsx: 'automatic', tsconfig: 'tsconfig.json' }),
  ],
};
