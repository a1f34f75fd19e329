// The upload widget's three steps on loopback (issue 12), in headless Chromium against the real
// server in its own process (upload-server.ts):
//   1 GB file     generated now as a sparse file (never in the repository), chosen in the page's file
//                 picker, sent through the real upload store: token, form POST, registration;
//   memory        server resident set growth (its own process, sampled every 100 ms) and the page's
//                 JS heap growth (CDP Performance.getMetrics, sampled likewise), both over a
//                 baseline taken after a forced GC; the file is streamed, so neither should hold it;
//   throughput    MB/s from the start to the registration;
//   thumbnail     of a 6000×4000 JPEG (encoded in the page before timing), with a PerformanceObserver
//                 on the main thread's long tasks (every task over 50 ms is one).
// Prints figures and the issue's targets; asserts nothing about timings.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, ftruncateSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright';
import { chromiumPath } from '../chromium';
import { bundleBenchPage } from './bench-page';
import { ownerToken } from './owner-token';

const MB = 1024 * 1024;
const FILE_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * MB;
const TARGETS = { serverMb: 64, heapMb: 64, longTaskMs: 50 };
const SAMPLE_MS = 100;

const page = await bundleBenchPage({
  entry: new URL('./upload-page.tsx', import.meta.url),
  title: 'Upload bench',
  body: '<input type="file" id="file">',
});
// A sparse file: the file system stores no zeros, so making it costs nothing.
const fileDir = mkdtempSync(join(tmpdir(), 'proofdesk-upload-file-'));
const filePath = join(fileDir, 'bench-1gb.zip');
const fd = openSync(filePath, 'w');
// Starts as a ZIP does (local file header): registration checks the bytes against the extension.
writeSync(fd, Buffer.from('PK\x03\x04', 'latin1'), 0, 4, 0);
ftruncateSync(fd, FILE_BYTES);
closeSync(fd);

const server = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./upload-server.ts', import.meta.url))],
  {
    env: { ...process.env, BENCH_PAGE_DIR: page.dir },
    stdio: ['pipe', 'pipe', 'inherit'],
  },
);
let browser: Browser | undefined;
try {
  const [line] = (await once(createInterface({ input: server.stdout! }), 'line')) as [string];
  const facts = JSON.parse(line) as { url: string; orderId: string };
  const token = await ownerToken(facts.url);
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(`${facts.url}/?${new URLSearchParams(token)}`);
  await page.evaluate(() => window.uploadBench.ready);
  await page.setInputFiles('#file', filePath);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const heap = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'JSHeapUsedSize')!.value;
  };
  const rss = async () =>
    ((await (await fetch(`${facts.url}/api/__bench/memory`)).json()) as { rss: number }).rss;
  await cdp.send('HeapProfiler.collectGarbage');
  const base = { heap: await heap(), rss: await rss() };
  const peak = { ...base };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const [h, r] = await Promise.all([heap(), rss()]);
      peak.heap = Math.max(peak.heap, h);
      peak.rss = Math.max(peak.rss, r);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  const upload = await page.evaluate((orderId) => window.uploadBench.upload(orderId), facts.orderId);
  sampling = false;
  await sampler;
  if (upload.phase !== 'done') throw new Error(`the upload ended ${upload.phase}: ${upload.error}`);

  const thumbnail = await page.evaluate(() => window.uploadBench.thumbnail(6000, 4000));
  await context.close();
  report(upload, base, peak, thumbnail);
} finally {
  await browser?.close();
  server.stdin!.end();
  await once(server, 'exit');
  page.remove();
  rmSync(fileDir, { recursive: true, force: true });
}

function report(
  upload: { ms: number; bytes: number },
  base: { heap: number; rss: number },
  peak: { heap: number; rss: number },
  thumbnail: {
    ms: number;
    longTasks: number[];
    width: number;
    height: number;
    type: string;
    sourceBytes: number;
  },
) {
  const ok = (pass: boolean) => (pass ? 'meets' : 'MISSES');
  const serverMb = (peak.rss - base.rss) / MB;
  const heapMb = (peak.heap - base.heap) / MB;
  const longest = Math.max(0, ...thumbnail.longTasks);
  console.info(
    `file: ${(upload.bytes / MB).toFixed(0)} MB (sparse, generated now), loopback, samples every ${SAMPLE_MS} ms`,
  );
  console.info(
    `three steps: ${(upload.ms / 1000).toFixed(1)} s, ${(upload.bytes / MB / (upload.ms / 1000)).toFixed(1)} MB/s`,
  );
  console.info(
    `server RSS: ${(base.rss / MB).toFixed(1)} MB before, peak ${(peak.rss / MB).toFixed(1)} MB, growth ${serverMb.toFixed(1)} MB`,
  );
  console.info(
    `page JS heap: ${(base.heap / MB).toFixed(1)} MB before, peak ${(peak.heap / MB).toFixed(1)} MB, growth ${heapMb.toFixed(1)} MB`,
  );
  console.info(
    `thumbnail of a 6000×4000 JPEG (${(thumbnail.sourceBytes / 1024).toFixed(0)} KiB): ${thumbnail.width}×${thumbnail.height} ${thumbnail.type} in ${thumbnail.ms.toFixed(0)} ms; ` +
      `main-thread long tasks meanwhile: ${thumbnail.longTasks.length}${thumbnail.longTasks.length ? ` (longest ${longest.toFixed(0)} ms)` : ''}`,
  );
  console.info(
    `targets: server growth ≤ ${TARGETS.serverMb} MB ${ok(serverMb <= TARGETS.serverMb)}; ` +
      `heap growth ≤ ${TARGETS.heapMb} MB ${ok(heapMb <= TARGETS.heapMb)}; ` +
      `no main-thread task over ${TARGETS.longTaskMs} ms during the thumbnail ${ok(thumbnail.longTasks.length === 0)}`,
  );
}
