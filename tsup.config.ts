import { defineConfig } from 'tsup';

// The npm package: ESM + CJS + declarations. React stays external (a peer dependency) so the host's
// copy is the only copy; everything else is bundled per entry and tree-shaken.
export default defineConfig({
  entry: {
    index: 'sdk/index.ts',
    react: 'sdk/react/index.ts',
    contract: 'sdk/contract/index.ts',
    cart: 'widgets/cart/index.ts',
    'notification-bell': 'widgets/notification-bell/index.ts',
    'themes/index': 'themes/index.ts',
    'themes/default': 'themes/default.ts',
    'themes/ocean': 'themes/ocean.ts',
    'themes/sunset': 'themes/sunset.ts',
    'themes/graphite': 'themes/graphite.ts',
  },
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
});
