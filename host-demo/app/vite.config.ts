import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
// `npm run dev` runs the API on this port behind Vite's proxy.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 4401}`;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    // The portal is built only from the SDK's public exports, resolved to source here.
    alias: [
      { find: /^proofdesk\/react$/, replacement: fromRoot('sdk/react/index.ts') },
      { find: /^proofdesk\/cart$/, replacement: fromRoot('widgets/cart/index.ts') },
      { find: /^proofdesk\/notification-bell$/, replacement: fromRoot('widgets/notification-bell/index.ts') },
      { find: /^proofdesk\/themes\/(.*)$/, replacement: fromRoot('themes/$1.ts') },
      { find: /^proofdesk$/, replacement: fromRoot('sdk/index.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        portal: fileURLToPath(new URL('./index.html', import.meta.url)),
        // Fixture page for the isolation end-to-end test (primitives under hostile CSS).
        isolation: fileURLToPath(new URL('./isolation.html', import.meta.url)),
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 4400),
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
});
