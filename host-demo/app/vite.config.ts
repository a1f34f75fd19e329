import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { jspdfOptionalStub } from '../../scripts/jspdf-optional.mjs';
import { readWidgetManifest, sourceAliases } from '../../scripts/widget-manifest.mjs';
import { NONCE_PLACEHOLDER } from '../server/examples';

// Each build's id (PROOFDESK_BUILD_ID, e.g. a commit, or a fresh one): compiled into the portal and
// written to build.json, which the server serves uncached; an open tab whose id differs from the
// served one shows the new-version notice (shell/watch/build-watch.ts).
const BUILD_ID =
  process.env.PROOFDESK_BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

/** Writes build.json ({ id }) next to index.html. */
const buildIdFile = () => ({
  name: 'proofdesk-build-id',
  apply: 'build' as const,
  generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): void }) {
    this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ id: BUILD_ID }) });
  },
});

// `npm run dev` runs the API on this port behind Vite's proxy.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 4401}`;

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // jsPDF's html() and SVG helpers (html2canvas, canvg, DOMPurify) are never used: not bundled.
  plugins: [react(), { ...jspdfOptionalStub(), enforce: 'pre' }, buildIdFile()],
  // The dev server has no build.json: its id is empty and nothing is watched.
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(command === 'build' ? BUILD_ID : '') },
  resolve: {
    // The portal is built only from the SDK's public exports, resolved to source here (one alias
    // per manifest widget).
    alias: sourceAliases(readWidgetManifest()),
  },
  // The built pages carry a nonce placeholder on every script and stylesheet tag and in
  // <meta property="csp-nonce"> (read by Vite's preloader and lib/instance.ts); the reference
  // server replaces it with a fresh nonce per response and sends the matching policy
  // (host-demo/server/portal-page.ts). The dev server sends no policy, so it gets no placeholder.
  ...(command === 'build' ? { html: { cspNonce: NONCE_PLACEHOLDER } } : {}),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: {
      // `npm start` shows what a user needs (issue 21): not how long each plugin took (the pdf.js
      // worker's transform always dominates this build).
      checks: { bundlerTimings: false },
      input: {
        portal: fileURLToPath(new URL('./index.html', import.meta.url)),
        // Fixture page for the isolation end-to-end test (primitives under hostile CSS).
        isolation: fileURLToPath(new URL('./isolation.html', import.meta.url)),
        // /not-support: works without the portal's bundle (served for /not-support by the server).
        'not-support': fileURLToPath(new URL('./not-support.html', import.meta.url)),
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 4400),
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
}));
