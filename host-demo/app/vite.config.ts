import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { jspdfOptionalStub } from '../../scripts/jspdf-optional.mjs';
import { readWidgetManifest, sourceAliases } from '../../scripts/widget-manifest.mjs';

// `npm run dev` runs the API on this port behind Vite's proxy.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 4401}`;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // jsPDF's html() and SVG helpers (html2canvas, canvg, DOMPurify) are never used: not bundled.
  plugins: [react(), { ...jspdfOptionalStub(), enforce: 'pre' }],
  resolve: {
    // The portal is built only from the SDK's public exports, resolved to source here (one alias
    // per manifest widget).
    alias: sourceAliases(readWidgetManifest()),
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
