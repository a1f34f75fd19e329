// The proofing viewer against pdf.js's own PDFViewer (pdfjs-dist/web/pdf_viewer.mjs), first page of
// three PDFs the project did not write (Ghostscript catalogues of 1, 36 and 500 pages, made by
// third-party-pdfs.ts; needs `apt-get install ghostscript`), in headless Chromium at 1920×1080:
//   first page  from navigation start (the page's clock at 0) to the requestAnimationFrame
//               timestamp of the frame after page 1's canvas is painted. Both sides cold: each
//               load is a fresh browser context, and the bench page's entry holds neither side's
//               code (viewer-page.tsx imports it inside the clock). Same scale (PDFViewer gets the
//               viewer's page-1 zoom as `currentScale`; the bench reads both canvases and stops if
//               they differ), same layers (canvas only), the viewer's loading options for
//               PDFViewer. ROUNDS interleaved rounds per file (viewer, PDFViewer, PDFViewer,
//               viewer, …), after one warm-up pair per file that is not counted;
//   pipeline    from the page's first `new Worker` (pdf.js's worker) to page 1 shown, each side:
//               pdf.js's own work, the same on both; and the bound: the viewer's start with
//               PDFViewer's pipeline, what the viewer's page would reach if its pdf.js ran as fast
//               as PDFViewer's (docs/performance.md "The 1-page file: the floor");
//   canvases    (500 pages) after scrolling the viewer through every page one view at a time: the
//               most canvases alive at once, against max(6, 2×visible+1);
//   heap        (500 pages) JS heap after the scroll and a forced garbage collection (CDP).
// Prints every load, then one summary table to paste into docs/performance.md; asserts nothing
// about timings (a target missed prints MISSES), but fails if the two sides' canvases differ.
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { type Browser, chromium } from 'playwright';
import { CLIENTS } from '../../sdk/contract/constants';
import { chromiumPath } from '../chromium';
import { ownerToken } from './owner-token';
import { bundleViewerBenchPages, startViewerBenchServer, type ViewerBenchFacts } from './viewer-bench-setup';
import type { FirstPage } from './viewer-page';

const ROUNDS = Number(process.env.BENCH_RUNS ?? 7);
/** A load that has not painted by then failed (printed, and the bench stops). */
const LOAD_TIMEOUT_MS = 60_000;
/** The issue's goal: the viewer's median first page at most this times PDFViewer's. */
const TARGET_RATIO = 0.8;
const TARGET_HEAP_MB = 300;
/** The two canvases may differ by rounding only. */
const CANVAS_TOLERANCE = 0.03;
const VIEWPORT = { width: 1920, height: 1080 };
/**
 * The viewer's page-1 zoom at this viewport: its default zoom, DEFAULT_ZOOM in
 * widgets/proofing-viewer/state/viewer-state.ts (proofing §9 "Default zoom 0.75"). PDFViewer gets it
 * as `currentScale`; the canvas check below catches any change on the viewer's side.
 */
const VIEWER_SCALE = 0.75;
/** '1': PDFViewer streams and reads ahead as pdf.js does by default, instead of the viewer's options. */
const STREAM = process.env.BENCH_PDFJS_STREAM ?? '0';
/** '0': the viewer mounts without its `fileType: 'pdf'` hint (viewer-page.tsx). */
const HINT = process.env.BENCH_VIEWER_HINT ?? '1';
/** '0': the viewer's page does not call `startPdfViewer` from its entry (viewer-page.tsx). */
const START = process.env.BENCH_VIEWER_START ?? '1';
/**
 * 'after' (default): the viewer's page passes `showFirstPageIn` (page 1 shown by the start entry
 * before the viewer's code runs) and imports the viewer once page 1 is shown (docs/embedding.md
 * "Opening a PDF fast"); 'beside': it imports the viewer at once; 'off': no `showFirstPageIn`;
 * 'floor': the placeholder and never the viewer (viewer-page.tsx).
 */
const FIRST = process.env.BENCH_VIEWER_FIRST ?? 'after';
// BENCH_REQUESTS=1 prints every load's requests before page 1 (start ms and path).
const MODES = ['viewer', 'pdfjs'] as const;
type Mode = (typeof MODES)[number];
const NAMES: Record<Mode, string> = { viewer: 'proofing viewer', pdfjs: 'pdf.js PDFViewer' };

const loadBefore = loadavg();
const page = await bundleViewerBenchPages();
const { server, facts } = await startViewerBenchServer(page.dir);
let browser: Browser | undefined;
try {
  const session = await storedSession(facts.url);
  const pageUrl = (mode: Mode, attachmentId: string, first = FIRST) =>
    `${facts.url}/${mode}.html?${new URLSearchParams({ mode, order: facts.orderId, attachment: attachmentId, scale: String(VIEWER_SCALE), stream: STREAM, hint: HINT, start: START, first })}`;
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  const loads = new Map(
    facts.pdfs.map((pdf) => [pdf.pages, { viewer: [], pdfjs: [] } as Record<Mode, FirstPage[]>]),
  );
  for (const pdf of facts.pdfs) {
    console.info(`warm-up, ${pdf.pages} pages (not counted)`);
    for (const mode of MODES) await firstPage(browser, session, pageUrl(mode, pdf.attachmentId));
  }
  for (let round = 1; round <= ROUNDS; round += 1) {
    // Interleaved, the order swapped every round, so both sides see the same machine load.
    const order = round % 2 === 1 ? MODES : ([...MODES].reverse() as Mode[]);
    for (const pdf of facts.pdfs) {
      console.info(`round ${round}, ${pdf.pages} pages`);
      for (const mode of order) {
        const load = await firstPage(browser, session, pageUrl(mode, pdf.attachmentId));
        loads.get(pdf.pages)![mode].push(load);
      }
      checkSameCanvas(pdf.pages, loads.get(pdf.pages)!);
    }
  }
  const largest = facts.pdfs.at(-1)!;
  console.info(`scroll through the ${largest.pages}-page file in the viewer`);
  const scroll = await scrollThrough(
    browser,
    session,
    // The floor never mounts the viewer: the scroll needs it.
    pageUrl('viewer', largest.attachmentId, FIRST === 'floor' ? 'after' : FIRST),
  );
  report(facts, loads, scroll, loadBefore);
} finally {
  await browser?.close();
  server.stdin!.end();
  if (server.exitCode === null && server.signalCode === null) await once(server, 'exit');
  page.remove();
}

/** The owner's session as the SDK stores it (localStorage), so a page load starts signed in. */
async function storedSession(base: string): Promise<Record<string, string>> {
  const { token, expires } = await ownerToken(base);
  const profile = await fetch(`${base}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await profile.json()) as { data: { id: string } };
  return {
    'proofdesk:clientId': CLIENTS.customer.id,
    'proofdesk:userId': data.id,
    'proofdesk:expirationDate': expires,
    'proofdesk:token': token,
  };
}

async function openPage(browser: Browser, session: Record<string, string>) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, session);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  page.on(
    'console',
    (message) => message.type() === 'error' && console.error(`  console: ${message.text()}`),
  );
  page.on(
    'response',
    (response) => response.status() >= 400 && console.error(`  ${response.status()} ${response.url()}`),
  );
  return { context, page };
}

async function firstPage(browser: Browser, session: Record<string, string>, url: string): Promise<FirstPage> {
  const { context, page } = await openPage(browser, session);
  try {
    await page.goto(url);
    const load = await withTimeout(
      page.evaluate(() => window.viewerBench.firstPage),
      `first page of ${url}`,
    );
    const mode = new URL(url).searchParams.get('mode') as Mode;
    console.info(
      `  ${NAMES[mode].padEnd(16)} shown ${ms(load.shown)} (entry ${ms(load.entry)}, ` +
        `${Number.isNaN(load.placeholder) ? '' : `placeholder ${ms(load.placeholder)}, `}mount ${ms(load.mount)}, ` +
        `painted ${ms(load.painted)}, ready ${ms(load.ready)}), canvas ${load.canvas.width}×${load.canvas.height}, ` +
        `${load.requests} requests, ${load.transferKiB.toFixed(0)} KiB`,
    );
    if (process.env.BENCH_REQUESTS === '1')
      for (const request of load.requestList) console.info(`    ${request}`);
    return load;
  } finally {
    await context.close();
  }
}

/** Same scale, same work: the two sides' page-1 canvases must be the same size. */
function checkSameCanvas(pages: number, loads: Record<Mode, FirstPage[]>) {
  const viewer = loads.viewer.at(-1)!.canvas;
  const pdfjs = loads.pdfjs.at(-1)!.canvas;
  const off = Math.max(
    Math.abs(viewer.width - pdfjs.width) / pdfjs.width,
    Math.abs(viewer.height - pdfjs.height) / pdfjs.height,
  );
  if (off > CANVAS_TOLERANCE)
    throw new Error(
      `${pages} pages: the viewer drew page 1 at ${viewer.width}×${viewer.height}, PDFViewer at ` +
        `${pdfjs.width}×${pdfjs.height}: not the same scale, so not the same work. Check the viewer's ` +
        'default zoom against VIEWER_SCALE in this bench.',
    );
}

async function scrollThrough(browser: Browser, session: Record<string, string>, url: string) {
  const { context, page } = await openPage(browser, session);
  try {
    await page.goto(url);
    await withTimeout(
      page.evaluate(() => window.viewerBench.firstPage),
      'first page before the scroll',
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
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${what}: nothing after ${LOAD_TIMEOUT_MS} ms`)),
        LOAD_TIMEOUT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

function ms(value: number): string {
  return `${value.toFixed(0)} ms`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** `412 ms (380–455)`: median (min–max). */
function spread(values: number[]): string {
  return `${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
}

function report(
  facts: ViewerBenchFacts,
  loads: Map<number, Record<Mode, FirstPage[]>>,
  scroll: Awaited<ReturnType<typeof scrollThrough>>,
  before: number[],
) {
  const ok = (pass: boolean) => (pass ? 'meets' : 'MISSES');
  const after = loadavg();
  const average = (load: number[]) => load.map((value) => value.toFixed(2)).join(', ');
  const table = (title: string, pick: (load: FirstPage) => number) => {
    console.info(
      `\n${title}, ${ROUNDS} interleaved rounds per file, ` +
        `fresh context each, ${VIEWPORT.width}×${VIEWPORT.height}, both at ${VIEWER_SCALE * 100} % (canvases checked), ` +
        `canvas only; ${new Date().toISOString().slice(0, 16)}Z; load average ${average(before)} before, ${average(after)} after`,
    );
    console.info(
      `| PDF (Ghostscript) | proofing viewer, median (min–max) | pdf.js PDFViewer, median (min–max) | ratio of medians | target ≤ ${TARGET_RATIO}× | median of the rounds' ratios |`,
    );
    console.info('|---|---|---|---|---|---|');
    for (const pdf of facts.pdfs) {
      const sides = loads.get(pdf.pages)!;
      // PDFViewer's page 1 is its only one: the baseline of both tables.
      const times = (mode: Mode) => sides[mode].map((load) => (mode === 'pdfjs' ? load.shown : pick(load)));
      const ratio = median(times('viewer')) / median(times('pdfjs'));
      // Each round's two loads ran back to back: their ratio cancels the machine's slower drift.
      const paired = median(times('viewer').map((viewer, round) => viewer / times('pdfjs')[round]!));
      const canvas = sides.viewer[0]!.canvas;
      console.info(
        `| ${pdf.pages} ${pdf.pages === 1 ? 'page' : 'pages'}, ${kib(pdf.bytes)} (page 1 ${canvas.width}×${canvas.height}) ` +
          `| ${spread(times('viewer'))} | ${spread(times('pdfjs'))} | ${ratio.toFixed(2)}× | ${ok(ratio <= TARGET_RATIO)} | ${paired.toFixed(2)}× |`,
      );
    }
  };
  table(
    'Page 1 shown, navigation → the first frame that shows page 1 at the same scale (the viewer: the start ' +
      "entry's placeholder when it showed one, else its own page 1; PDFViewer: its page 1)",
    (load) => load.shown,
  );
  if (FIRST !== 'floor')
    table(
      "Viewer ready, navigation → the frame after the viewer's own page 1 painted (PDFViewer: its page 1)",
      (load) => load.ready,
    );
  console.info(
    '\nWhere the time goes, medians (ms from navigation): entry → placeholder painted → mount (code loaded) → page 1 painted → shown → ready',
  );
  for (const pdf of facts.pdfs) {
    for (const mode of MODES) {
      const runs = loads.get(pdf.pages)![mode];
      const at = (pick: (load: FirstPage) => number) => median(runs.map(pick)).toFixed(0);
      console.info(
        `  ${String(pdf.pages).padStart(3)} pages, ${NAMES[mode].padEnd(16)} ${at((l) => l.entry)} → ${at((l) => l.placeholder)} → ${at((l) => l.mount)} → ` +
          `${at((l) => l.painted)} → ${at((l) => l.shown)} → ${at((l) => l.ready)}; ${at((l) => l.requests)} requests, ${at((l) => l.transferKiB)} KiB`,
      );
    }
  }
  // What a page can still win: from its `new Worker` on, both sides run pdf.js's own pipeline.
  // Started when the viewer's page starts it and run as fast as PDFViewer's, page 1 would be shown
  // at the bound.
  console.info(
    "\npdf.js's pipeline, medians: new Worker (ms from navigation) → page 1 shown (ms after it); " +
      "bound: the viewer's new Worker + PDFViewer's pipeline, over PDFViewer's page 1 shown",
  );
  for (const pdf of facts.pdfs) {
    const sides = loads.get(pdf.pages)!;
    const asked = (mode: Mode) => median(sides[mode].map((load) => load.worker));
    const pipeline = (mode: Mode) => median(sides[mode].map((load) => load.shown - load.worker));
    const bound = (asked('viewer') + pipeline('pdfjs')) / median(sides.pdfjs.map((load) => load.shown));
    console.info(
      `  ${String(pdf.pages).padStart(3)} pages: ${MODES.map((mode) => `${NAMES[mode]} ${asked(mode).toFixed(0)} → +${pipeline(mode).toFixed(0)}`).join(', ')}; ` +
        `bound ${bound.toFixed(2)}× (${bound <= TARGET_RATIO ? 'within' : 'outside'} the target)`,
    );
  }
  console.info(
    `\nscroll through ${scroll.pages} pages in the viewer (${scroll.seconds.toFixed(1)} s): at most ${scroll.maxCanvases} canvases alive, ` +
      `${scroll.maxVisible} pages in view at most, worst excess over max(6, 2×visible+1): ${scroll.worstExcess} ` +
      `${ok(scroll.worstExcess <= 0)}; JS heap after the scroll and GC: ${scroll.heapMb.toFixed(1)} MB ` +
      `(target ≤ ${TARGET_HEAP_MB} MB ${ok(scroll.heapMb <= TARGET_HEAP_MB)})`,
  );
  console.info(
    `files: ${facts.pdfs.map((pdf) => `${pdf.pages} pages ${kib(pdf.bytes)} by ${pdf.producer}`).join('; ')}`,
  );
}

function kib(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MiB`
    : `${(bytes / 1024).toFixed(0)} KiB`;
}
