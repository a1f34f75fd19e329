import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';

// The script-tag build: a tiny loader (`/embed/proofdesk.js`) plus lazily imported ESM chunks.
// React, the core and the theme end up in one shared chunk once widgets arrive (cart/bell issue);
// for now the loader only creates the page's default instance from its <script> attributes.
export default {
  input: { proofdesk: 'sdk/embed/loader.ts' },
  output: {
    dir: 'dist/embed',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
  },
  // Our own modules are side-effect free (package.json `sideEffects`), which rollup does not apply
  // to source files on its own: without this, the contract's TypeBox schemas ride along with the
  // constants the client imports from it. Only the loader entry runs code on import.
  treeshake: {
    // TypeBox schema builders are pure; unused schemas beside used constants can go.
    manualPureFunctions: ['Type'],
    moduleSideEffects: (id) => /node_modules/.test(id) || /sdk[\\/]embed[\\/]loader\.ts$/.test(id),
  },
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.js'] }),
    esbuild({ target: 'es2022', minify: true, jsx: 'automatic', tsconfig: 'tsconfig.json' }),
  ],
};
