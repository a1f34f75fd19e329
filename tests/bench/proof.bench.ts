// Download Proof of the 500-page PDF (viewer-server.ts generates it; its order has the demo's
// watermark, so every page gets 95 tiles) in headless Chromium: the time from the click to the
// saved file, and the JS heap while it works, sampled every 100 ms over CDP (Performance.getMetrics
// JSHeapUsedSize), its peak against the 400 MB; then a second proof, to see what stays.
// Prints figures; asserts nothing on timings.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { pdfWorkerPath } from '../../scripts/pdf-worker.mjs';
import { chromiumPath } from '../chromium';
import { bundleBenchPage } from './bench-page';
import { ownerToken } from './owner-token';

const TARGET_HEAP_MB = 400;
/** What a finished proof may leave on the heap (after GC): its document must not stay reachable. */
const TARGET_RETAINED_MB = 10;
const SAMPLE_MS = 100;

// pdf.js and the proof split off, as the viewer's lazy chunks.
const page = await bundleBenchPage({
  entry: new URL('./proof-page.tsx', import.meta.url),
  title: 'Proof bench',
  head: '<style>body{margin:0}#viewer{display:block;height:100vh}</style>',
  body: '<div id="viewer"></div>',
  files: { 'pdf.worker.mjs': pdfWorkerPath() },
});

const server = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./viewer-server.ts', import.meta.url))],
  { env: { ...process.env, BENCH_PAGE_DIR: page.dir }, stdio: ['pipe', 'pipe', 'inherit'] },
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
  const retained = Math.max(after, afterSecond) - before;
  console.info(
    `target: left after a proof and GC ≤ ${TARGET_RETAINED_MB} MB: ${retained.toFixed(1)} MB ` +
      (retained <= TARGET_RETAINED_MB ? 'meets' : 'MISSES'),
  );
  await context.close();
} finally {
  await browser.close();
  server.stdin!.end();
  await once(server, 'exit');
  page.remove();
}
