// Download Proof of the 500-page PDF (viewer-server.ts generates it; its order has the demo's
// watermark, so every page gets 95 tiles) in headless Chromium: the time from the click to the
// saved file, and the JS heap while it works, sampled every 100 ms over CDP (Performance.getMetrics
// JSHeapUsedSize), its peak against the 400 MB; then a second proof, to see what stays.
// Prints figures; asserts nothing on timings.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { pdfWorkerPath } from '../../scripts/pdf-worker.mjs';
import { chromiumPath } from '../chromium';
import { ownerToken } from './owner-token';

const TARGET_HEAP_MB = 400;
const SAMPLE_MS = 100;

const pageDir = mkdtempSync(join(tmpdir(), 'proofdesk-proof-page-'));
// Bundled as a host would ship it: minified, production React, pdf.js and the proof split off.
await build({
  entryPoints: [fileURLToPath(new URL('./proof-page.tsx', import.meta.url))],
  bundle: true,
  splitting: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  outdir: pageDir,
  entryNames: 'page',
  logLevel: 'warning',
});
copyFileSync(pdfWorkerPath(), join(pageDir, 'pdf.worker.mjs'));
writeFileSync(
  join(pageDir, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Proof bench</title>' +
    '<style>body{margin:0}#viewer{display:block;height:100vh}</style></head>' +
    '<body><div id="viewer"></div><script type="module" src="/page.js"></script></body></html>',
);

const server = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./viewer-server.ts', import.meta.url))],
  { env: { ...process.env, BENCH_PAGE_DIR: pageDir }, stdio: ['pipe', 'pipe', 'inherit'] },
);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});
try {
  const [line] = (await once(createInterface({ input: server.stdout! }), 'line')) as [string];
  const facts = JSON.parse(line) as {
    url: string;
    orderId: string;
    attachmentId: string;
    pages: number;
    bytes: number;
  };
  const token = await ownerToken(facts.url);
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  page.on('console', (m) => m.type() === 'error' && console.error(m.text()));
  page.on('crash', () => console.error('the page crashed'));
  await page.goto(
    `${facts.url}/?${new URLSearchParams({ order: facts.orderId, attachment: facts.attachmentId, ...token })}`,
  );
  await page.evaluate(() => window.viewerProof.ready);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const heapMb = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'JSHeapUsedSize')!.value / 1024 / 1024;
  };
  await cdp.send('HeapProfiler.collectGarbage');
  const before = await heapMb();
  let peak = before;
  let done = false;
  const sampling = (async () => {
    while (!done) {
      peak = Math.max(peak, await heapMb());
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  const result = await page
    .evaluate(() => window.viewerProof.download())
    .finally(() => {
      done = true;
    });
  await sampling;
  peak = Math.max(peak, await heapMb());
  await cdp.send('HeapProfiler.collectGarbage');
  const after = await heapMb();
  // A second proof: what the first left behind either stays put or grows per download.
  await page.evaluate(() => window.viewerProof.download());
  await cdp.send('HeapProfiler.collectGarbage');
  const afterSecond = await heapMb();
  console.info(
    `${facts.pages}-page PDF (${(facts.bytes / 1024).toFixed(0)} KiB) with the watermark: ${result.name}, ` +
      `${(result.bytes / 1024 / 1024).toFixed(1)} MiB`,
  );
  console.info(
    `Download Proof, click to saved file: ${(result.ms / 1000).toFixed(1)} s (${(result.ms / facts.pages).toFixed(0)} ms a page)`,
  );
  console.info(
    `JS heap: ${before.toFixed(1)} MB before, peak ${peak.toFixed(1)} MB (sampled every ${SAMPLE_MS} ms), ` +
      `${after.toFixed(1)} MB after and GC, ${afterSecond.toFixed(1)} MB after a second proof and GC`,
  );
  console.info(`target: peak ≤ ${TARGET_HEAP_MB} MB ${peak <= TARGET_HEAP_MB ? 'meets' : 'MISSES'}`);
  await context.close();
} finally {
  await browser.close();
  server.stdin!.end();
  await once(server, 'exit');
  rmSync(pageDir, { recursive: true, force: true });
}
