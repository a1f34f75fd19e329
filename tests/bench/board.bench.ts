// The order board on an account with 5,000 open orders, in headless Chromium, measured with the
// browser's own clocks, beside a naive board (board-naive.tsx: every card rendered, no
// virtualization) in the same run:
//   paint   from the last GET /order answer before the frame in which every column shows cards
//           (resource timing) to the start of the frame after it (requestAnimationFrame);
//   DOM     elements in the widget's shadow root once painted;
//   drag    a 2-second pointer drag from an In Progress card across In Review, On Hold and
//           Approved (one pointer move per frame), with each frame's main-thread work and the rAF
//           intervals meanwhile (board-page.tsx says how the work is read);
//   heap    JS heap after a forced garbage collection (CDP Performance.getMetrics).
// Prints figures and the targets; asserts nothing about timings.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright';
import { chromiumPath } from '../chromium';
import { bundleBenchPage } from './bench-page';
import { FRAME_MS, frameStats } from './frame-stats';

const RUNS = 3;
const DRAG_MS = 2_000;
const TARGETS = { paintMs: 150, domElements: 1_500, smoothFrames: 95, heapMb: 60 };
const VIEWPORT = { width: 1920, height: 1080 };

interface Figures {
  paintMs: number;
  mountToPaintMs: number;
  domElements: number;
  /** rAF intervals (the frame period: dropped frames show as 33 ms and more). */
  intervals: number[];
  /** Each frame's main-thread work (the target: under 16.7 ms). */
  work: number[];
  dragActive: boolean;
  heapMb: number;
}

const page = await bundleBenchPage({
  entry: new URL('./board-page.tsx', import.meta.url),
  title: 'Board bench',
  head: '<style>body{margin:0}#board{display:block;height:100vh;--pd-board-height:100vh}</style>',
  body: '<div id="board"></div>',
});

const server = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./board-server.ts', import.meta.url))],
  { env: { ...process.env, BENCH_PAGE_DIR: page.dir }, stdio: ['pipe', 'pipe', 'inherit'] },
);
let browser: Browser | undefined;
try {
  const [line] = (await once(createInterface({ input: server.stdout! }), 'line')) as [string];
  const { url, open } = JSON.parse(line) as { url: string; open: number };
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

  const results: Record<'board' | 'naive', Figures[]> = { board: [], naive: [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const mode of ['board', 'naive'] as const) {
      results[mode].push(await measure(browser, `${url}/?mode=${mode}`));
    }
  }
  report(open, results);
} finally {
  await browser?.close();
  server.stdin!.end();
  await once(server, 'exit');
  page.remove();
}

async function measure(browser: Browser, url: string): Promise<Figures> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  page.on('crash', () => console.error('page crashed'));
  try {
    await page.goto(url);
    const times = await page.evaluate(() => window.bench.painted);
    const domElements = await page.evaluate(() => window.bench.host.shadowRoot!.querySelectorAll('*').length);
    const { intervals, work, dragActive } = await drag(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')!.value;
    return {
      paintMs: times.paintedAt - times.dataAt,
      mountToPaintMs: times.paintedAt - times.mountAt,
      domElements,
      intervals,
      work,
      dragActive,
      heapMb: heap / 1024 / 1024,
    };
  } finally {
    await context.close();
  }
}

/** Press an In Progress card and carry it across three columns in 2 s, one move per frame. */
async function drag(page: Page): Promise<{ intervals: number[]; work: number[]; dragActive: boolean }> {
  const { card, through } = await page.evaluate(() => window.bench.layout());
  const end = through.at(-1)!;
  await page.mouse.move(card.x, card.y);
  await page.mouse.down();
  // Past the pointer sensor's activation distance.
  for (let step = 1; step <= 3; step += 1) await page.mouse.move(card.x + step * 4, card.y + step * 2);
  await page.evaluate(() => window.bench.startFrames());
  const started = Date.now();
  let dragActive = false;
  for (let elapsed = 0; elapsed < DRAG_MS; elapsed = Date.now() - started) {
    const t = elapsed / DRAG_MS;
    // Across the columns with a little vertical wander, as a hand would.
    await page.mouse.move(card.x + (end.x - card.x) * t, card.y + Math.sin(t * Math.PI * 4) * 60);
    if (!dragActive && t > 0.5) {
      dragActive = await page.evaluate(() => !!window.bench.host.shadowRoot!.querySelector(':popover-open'));
    }
    const next = started + Math.ceil((Date.now() - started + 1) / FRAME_MS) * FRAME_MS;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
  }
  const { intervals, work } = await page.evaluate(() => window.bench.stopFrames());
  // Cancel rather than drop, so every run starts from the same data.
  await page.keyboard.press('Escape');
  await page.mouse.up();
  return { intervals, work, dragActive };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function report(open: number, results: Record<'board' | 'naive', Figures[]>) {
  const summary = (runs: Figures[]) => ({
    paintMs: median(runs.map((run) => run.paintMs)),
    mountToPaintMs: median(runs.map((run) => run.mountToPaintMs)),
    domElements: median(runs.map((run) => run.domElements)),
    heapMb: median(runs.map((run) => run.heapMb)),
    intervals: frameStats(runs.flatMap((run) => run.intervals)),
    work: frameStats(runs.flatMap((run) => run.work)),
    dragActive: runs.every((run) => run.dragActive),
  });
  const board = summary(results.board);
  const naive = summary(results.naive);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const ok = (pass: boolean) => (pass ? 'meets' : 'MISSES');
  console.info(
    `Board on ${open} open orders, ${RUNS} runs each (medians), viewport ${VIEWPORT.width}×${VIEWPORT.height}`,
  );
  const rows: Array<[string, (s: typeof board) => string]> = [
    ['paint after data', (s) => ms(s.paintMs)],
    ['mount to paint (incl. network)', (s) => ms(s.mountToPaintMs)],
    ['DOM elements in the shadow root', (s) => String(s.domElements)],
    ['drag frames with work < 16.7 ms', (s) => `${s.work.under16.toFixed(1)}% of ${s.work.count}`],
    ['drag frame work p50 / p95 / max', (s) => `${ms(s.work.p50)} / ${ms(s.work.p95)} / ${ms(s.work.max)}`],
    ['drag frames not dropped (interval < 25 ms)', (s) => `${s.intervals.noDrop.toFixed(1)}%`],
    [
      'drag frame interval p50 / p95 / max',
      (s) => `${ms(s.intervals.p50)} / ${ms(s.intervals.p95)} / ${ms(s.intervals.max)}`,
    ],
    ['JS heap after GC', (s) => `${s.heapMb.toFixed(1)} MB`],
  ];
  console.info(`${''.padEnd(40)}${'board'.padStart(28)}${'naive'.padStart(28)}`);
  for (const [name, value] of rows) {
    console.info(`${name.padEnd(40)}${value(board).padStart(28)}${value(naive).padStart(28)}`);
  }
  console.info(
    `board drag picked a card up: ${board.dragActive ? 'yes' : 'NO'} (the naive board has no drag and drop: its sweep only moves the pointer)`,
  );
  console.info(
    `naive / board: paint ×${(naive.paintMs / board.paintMs).toFixed(1)}, DOM ×${(naive.domElements / board.domElements).toFixed(1)}, heap ×${(naive.heapMb / board.heapMb).toFixed(1)}`,
  );
  console.info(
    `targets: paint ≤ ${TARGETS.paintMs} ms ${ok(board.paintMs <= TARGETS.paintMs)}; ` +
      `DOM ≤ ${TARGETS.domElements} ${ok(board.domElements <= TARGETS.domElements)}; ` +
      `≥ ${TARGETS.smoothFrames}% frames' work < 16.7 ms ${ok(board.work.under16 >= TARGETS.smoothFrames)}; ` +
      `heap < ${TARGETS.heapMb} MB ${ok(board.heapMb < TARGETS.heapMb)}`,
  );
}
