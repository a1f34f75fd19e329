// The proofing viewer on a 500-page PDF generated at bench time (viewer-server.ts), in headless
// Chromium, beside pdf.js's own PDFViewer (pdfjs-dist/web/pdf_viewer.mjs) opening the same file with
// the same loading options in the same run:
//   first paint  from the mount (for PDFViewer: from asking for the version list, which names the
//                file's URL, as the viewer must) to the frame after page 1 is painted, pdf.js's
//                import and worker start included for both; median of RUNS fresh page loads each;
//   canvases     after scrolling through every page one view at a time: the most canvases alive at
//                once, against max(6, 2×visible+1);
//   heap         JS heap after the scroll and a forced garbage collection (CDP Performance.getMetrics).
// Prints figures and the targets; asserts nothing about timings.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright';
import { pdfWorkerPath } from '../../scripts/pdf-worker.mjs';
import { chromiumPath } from '../chromium';
import { bundleBenchPage } from './bench-page';
import { ownerToken } from './owner-token';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** A load that has not painted by then failed (printed, and the bench stops). */
const LOAD_TIMEOUT_MS = 60_000;
const TARGETS = { firstPaintMs: 400, ratio: 1, aimRatio: 0.8, heapMb: 300 };
const VIEWPORT = { width: 1920, height: 1080 };

const page = await bundleBenchPage({
  entry: new URL('./viewer-page.tsx', import.meta.url),
  title: 'Viewer bench',
  head:
    '<link rel="stylesheet" href="/pdf_viewer.css">' +
    '<style>body{margin:0}#viewer{display:block;height:100vh;position:relative}' +
    '#pdfjs-container{position:absolute;inset:0;overflow:auto}</style>',
  body: '<div id="viewer"></div>',
  files: {
    'pdf.worker.mjs': pdfWorkerPath(),
    'pdf_viewer.css': fileURLToPath(import.meta.resolve('pdfjs-dist/web/pdf_viewer.css')),
  },
});

const server = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./viewer-server.ts', import.meta.url))],
  { env: { ...process.env, BENCH_PAGE_DIR: page.dir }, stdio: ['pipe', 'pipe', 'inherit'] },
);
let browser: Browser | undefined;
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
  const pageUrl = (mode: string) =>
    `${facts.url}/?${new URLSearchParams({ mode, order: facts.orderId, attachment: facts.attachmentId, ...token })}`;
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  const paints: Record<'viewer' | 'pdfjs', number[]> = { viewer: [], pdfjs: [] };
  for (let run = 0; run < RUNS; run += 1) {
    // Alternating, so both see the same machine load.
    for (const mode of ['viewer', 'pdfjs'] as const)
      paints[mode].push(await firstPaint(browser, pageUrl(mode)));
  }
  const scroll = await scrollThrough(browser, pageUrl('viewer'));
  report(facts, paints, scroll);
} finally {
  await browser?.close();
  server.stdin!.end();
  await once(server, 'exit');
  page.remove();
}

async function firstPaint(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  try {
    await page.goto(url);
    const ms = await withTimeout(
      page.evaluate(() => window.viewerBench.firstPaint),
      `first paint of ${url}`,
    );
    console.info(`  ${new URL(url).searchParams.get('mode')}: page 1 painted after ${ms.toFixed(0)} ms`);
    return ms;
  } finally {
    await context.close();
  }
}

async function scrollThrough(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  page.on(
    'console',
    (message) =>
      (message.text().startsWith('bench:') || message.type() === 'error') &&
      console.info(`  ${message.type()} ${message.text()}`),
  );
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  try {
    await page.goto(url);
    await withTimeout(
      page.evaluate(() => window.viewerBench.firstPaint),
      'first paint before the scroll',
    );
    const started = Date.now();
    const figures = await page.evaluate(() => window.viewerBench.scrollAll());
    const seconds = (Date.now() - started) / 1000;
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')!.value;
    return { ...figures, seconds, heapMb: heap / 1024 / 1024 };
  } finally {
    await context.close();
  }
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: nothing after ${LOAD_TIMEOUT_MS} ms`)), LOAD_TIMEOUT_MS),
    ),
  ]);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function report(
  facts: { pages: number; bytes: number },
  paints: Record<'viewer' | 'pdfjs', number[]>,
  scroll: Awaited<ReturnType<typeof scrollThrough>>,
) {
  const viewer = median(paints.viewer);
  const pdfjs = median(paints.pdfjs);
  const ratio = viewer / pdfjs;
  const ok = (pass: boolean) => (pass ? 'meets' : 'MISSES');
  const ms = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  console.info(
    `${facts.pages}-page PDF (${(facts.bytes / 1024).toFixed(0)} KiB), viewport ${VIEWPORT.width}×${VIEWPORT.height}, ${RUNS} fresh loads each`,
  );
  console.info(`first page painted, proofing viewer: median ${viewer.toFixed(1)} ms (${ms(paints.viewer)})`);
  console.info(`first page painted, pdf.js PDFViewer: median ${pdfjs.toFixed(1)} ms (${ms(paints.pdfjs)})`);
  console.info(`ratio viewer / PDFViewer: ${ratio.toFixed(2)}×`);
  console.info(
    `scroll through ${scroll.pages} pages (${scroll.seconds.toFixed(1)} s): at most ${scroll.maxCanvases} canvases alive, ` +
      `${scroll.maxVisible} pages in view at most, worst excess over max(6, 2×visible+1): ${scroll.worstExcess}`,
  );
  console.info(`JS heap after the scroll and GC: ${scroll.heapMb.toFixed(1)} MB`);
  console.info(
    `targets: first paint ≤ ${TARGETS.firstPaintMs} ms ${ok(viewer <= TARGETS.firstPaintMs)}; ` +
      `not slower than PDFViewer ${ok(ratio <= TARGETS.ratio)} (aim ${TARGETS.aimRatio}× ${ok(ratio <= TARGETS.aimRatio)}); ` +
      `canvases ≤ max(6, 2×visible+1) ${ok(scroll.worstExcess <= 0)}; heap ≤ ${TARGETS.heapMb} MB ${ok(scroll.heapMb <= TARGETS.heapMb)}`,
  );
}
