// The upload widget's three steps on loopback (issue 12), in headless Chromium against the real
// server in its own process (upload-server.ts), in ROUNDS rounds (BENCH_ROUNDS, default 5), each with
// a fresh server (its own data folder) and a fresh browser context:
//   1 GB file     generated now as a sparse file (never in the repository; BENCH_UPLOAD_MB changes its
//                 size), chosen in the page's file picker, sent through the real upload store: token,
//                 form POST, registration;
//   memory        server resident set growth (its own process, sampled every 100 ms) and the page's
//                 JS heap growth (CDP Performance.getMetrics, sampled likewise), both over a
//                 baseline taken after a forced GC; the file is streamed, so neither should hold it;
//   throughput    MB/s over the clock from the store's start to the registered answer;
//   thumbnail     of a 6000×4000 JPEG (encoded in the page before timing), with a PerformanceObserver
//                 on the main thread's long tasks (every task over 50 ms is one).
// Prints each round, then median (min–max); the memory targets and "no long task" must hold in every
// round (meets/MISSES on the worst one). Asserts nothing about timings.
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
import { formatSpread, verdict } from './spread';

const MB = 1024 * 1024;
const FILE_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * MB;
const TARGETS = { serverMb: 64, heapMb: 64, longTaskMs: 50 };
const SAMPLE_MS = 100;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

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

interface Round {
  upload: { ms: number; bytes: number };
  base: { heap: number; rss: number };
  peak: { heap: number; rss: number };
  thumbnail: ThumbnailFigures;
}
interface ThumbnailFigures {
  ms: number;
  longTasks: number[];
  width: number;
  height: number;
  type: string;
  sourceBytes: number;
}

/** One round: a fresh server and browser context, the upload with its memory samples, the thumbnail. */
async function round(browser: Browser): Promise<Round> {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./upload-server.ts', import.meta.url))],
    {
      env: { ...process.env, BENCH_PAGE_DIR: page.dir },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  try {
    const [line] = (await once(createInterface({ input: server.stdout! }), 'line')) as [string];
    const facts = JSON.parse(line) as { url: string; orderId: string };
    const token = await ownerToken(facts.url);
    const context = await browser.newContext();
    const tab = await context.newPage();
    tab.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await tab.goto(`${facts.url}/?${new URLSearchParams(token)}`);
    await tab.evaluate(() => window.uploadBench.ready);
    await tab.setInputFiles('#file', filePath);

    const cdp = await context.newCDPSession(tab);
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
    const upload = await tab.evaluate((orderId) => window.uploadBench.upload(orderId), facts.orderId);
    sampling = false;
    await sampler;
    if (upload.phase !== 'done') throw new Error(`the upload ended ${upload.phase}: ${upload.error}`);

    const thumbnail = await tab.evaluate(() => window.uploadBench.thumbnail(6000, 4000));
    await context.close();
    return { upload, base, peak, thumbnail };
  } finally {
    server.stdin!.end();
    await once(server, 'exit');
  }
}

const mbPerSecond = ({ upload }: Round) => upload.bytes / MB / (upload.ms / 1000);
const serverGrowth = ({ base, peak }: Round) => (peak.rss - base.rss) / MB;
const heapGrowth = ({ base, peak }: Round) => (peak.heap - base.heap) / MB;

let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  console.info(
    `file: ${(FILE_BYTES / MB).toFixed(0)} MB (sparse, generated now), loopback, samples every ${SAMPLE_MS} ms, ${ROUNDS} rounds`,
  );
  const rounds: Round[] = [];
  for (let index = 0; index < ROUNDS; index += 1) {
    const figures = await round(browser);
    rounds.push(figures);
    reportRound(index + 1, figures);
  }
  report(rounds);
} finally {
  await browser?.close();
  page.remove();
  rmSync(fileDir, { recursive: true, force: true });
}

function reportRound(number: number, figures: Round) {
  const { upload, base, peak, thumbnail } = figures;
  const longest = Math.max(0, ...thumbnail.longTasks);
  console.info(
    `  round ${number}: three steps ${(upload.ms / 1000).toFixed(1)} s, ${mbPerSecond(figures).toFixed(1)} MB/s; ` +
      `server RSS ${(base.rss / MB).toFixed(1)} → peak ${(peak.rss / MB).toFixed(1)} MB (+${serverGrowth(figures).toFixed(1)}); ` +
      `page heap ${(base.heap / MB).toFixed(1)} → peak ${(peak.heap / MB).toFixed(1)} MB (+${heapGrowth(figures).toFixed(1)}); ` +
      `thumbnail ${thumbnail.width}×${thumbnail.height} ${thumbnail.type} of ${(thumbnail.sourceBytes / 1024).toFixed(0)} KiB in ` +
      `${thumbnail.ms.toFixed(0)} ms, long tasks ${thumbnail.longTasks.length}${thumbnail.longTasks.length ? ` (longest ${longest.toFixed(0)} ms)` : ''}`,
  );
}

function report(rounds: Round[]) {
  const of = (pick: (figures: Round) => number, digits = 1) => formatSpread(rounds.map(pick), digits);
  console.info('median (min–max) over the rounds:');
  console.info(
    `  three steps ${of((r) => r.upload.ms / 1000)} s, ${of(mbPerSecond)} MB/s; server RSS growth ${of(serverGrowth)} MB; ` +
      `page heap growth ${of(heapGrowth)} MB; thumbnail ${of((r) => r.thumbnail.ms, 0)} ms, ` +
      `long tasks ${of((r) => r.thumbnail.longTasks.length, 0)}`,
  );
  const worstServer = Math.max(...rounds.map(serverGrowth));
  const worstHeap = Math.max(...rounds.map(heapGrowth));
  const longTasks = rounds.reduce((sum, r) => sum + r.thumbnail.longTasks.length, 0);
  console.info(
    `targets (worst round): server growth ≤ ${TARGETS.serverMb} MB ${verdict(worstServer <= TARGETS.serverMb)} (${worstServer.toFixed(1)}); ` +
      `heap growth ≤ ${TARGETS.heapMb} MB ${verdict(worstHeap <= TARGETS.heapMb)} (${worstHeap.toFixed(1)}); ` +
      `no main-thread task over ${TARGETS.longTaskMs} ms during any thumbnail ${verdict(longTasks === 0)} (${longTasks})`,
  );
}
