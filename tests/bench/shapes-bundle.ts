// The shapes page (shapes-page.tsx) bundled the way a host would ship it: minified, React in
// production mode. Shared by the shapes bench and its trace tool, which must measure the same page.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export async function bundleShapesPage(title: string): Promise<{ script: string; html: string }> {
  const bundled = await build({
    entryPoints: [fileURLToPath(new URL('./shapes-page.tsx', import.meta.url))],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
    '<style>body{margin:0}</style></head><body><div id="viewer"></div>' +
    '<script type="module" src="/page.js"></script></body></html>';
  return { script: bundled.outputFiles[0]!.text, html };
}
