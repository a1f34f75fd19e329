// A bench's page, bundled as a host would ship it (minified, React in production mode, chunks split
// where the page imports them lazily) into a temporary folder with its index.html, for a child
// server (child-server.ts) to serve at `/` from BENCH_PAGE_DIR. The server sends that page as a
// portal page, under the portal's strict policy: the page's script and styles carry the response's
// nonce (NONCE_PLACEHOLDER, filled in per response), and so does a <meta property="csp-nonce"> for
// a page that hands it to its Proofdesk instance, as the portal does.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { NONCE_PLACEHOLDER } from '../../host-demo/server/examples';

export interface BenchPageOptions {
  /** The page's module (a URL beside the bench: `new URL('./x-page.tsx', import.meta.url)`). */
  entry: URL;
  title: string;
  /** What goes in <head> after the title (styles, links); each `<style>` gets the CSP nonce. */
  head?: string;
  /** The page's markup before its script. */
  body: string;
  /** Files copied beside the page, by the path they are served under (pdf.js's worker, a stylesheet, its images/). */
  files?: Record<string, string>;
  /** False keeps names and whitespace, for a CPU profile that names functions. Default true. */
  minify?: boolean;
}

export interface BenchPage {
  dir: string;
  remove(): void;
}

export async function bundleBenchPage(options: BenchPageOptions): Promise<BenchPage> {
  const dir = mkdtempSync(join(tmpdir(), 'proofdesk-bench-page-'));
  await build({
    entryPoints: [fileURLToPath(options.entry)],
    bundle: true,
    splitting: true,
    minify: options.minify ?? true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir: dir,
    entryNames: 'page',
    logLevel: 'warning',
  });
  for (const [name, source] of Object.entries(options.files ?? {})) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    copyFileSync(source, join(dir, name));
  }
  const nonce = `nonce="${NONCE_PLACEHOLDER}"`;
  const head = (options.head ?? '').replaceAll('<style>', `<style ${nonce}>`);
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${options.title}</title>` +
      `<meta property="csp-nonce" ${nonce}>${head}</head>` +
      `<body>${options.body}<script type="module" ${nonce} src="/page.js"></script></body></html>`,
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
