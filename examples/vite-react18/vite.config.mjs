// Served by the examples server at /vite-react18/dist/ (scripts/serve-examples.mjs, and the
// reference server's /examples/), so every asset URL the build writes starts there.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/vite-react18/dist/',
  plugins: [react()],
});
