// A relative base: every URL the build writes (scripts, styles, lazy chunks, pdf.js's worker) is
// relative to the page or to the chunk that asks, so the same build is served by the examples
// server at /vite-react18/dist/ (scripts/serve-examples.mjs) and by the reference server at
// /examples/vite-react18/dist/. A host served at one known path writes that path instead.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  plugins: [react()],
});
