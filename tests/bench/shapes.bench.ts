// A page with 2,000 shapes, panned and zoomed, in headless Chromium (issue 11 "a page with 2,000
// shapes pans and zooms with ≥ 95% of frames under 16.7 ms"), measured with the browser's own
// clocks (shapes-page.tsx, frame-work.ts):
//   pan   2 s of panning at zoom 1.5: the page's scroll box moves 30 px a frame, down then back up (what the
//         pointer tool's drag does);
//   zoom  2 s of Ctrl+wheel zooming between 0.5 and 2 (one event per frame), each step redrawing
//         the Konva stage at the new scale;
//   each frame's main-thread work and the rAF intervals meanwhile; the JS heap after a forced GC.
// Prints figures and the target; asserts nothing about timings.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../chromium';
import { FRAME_MS, frameStats } from './frame-stats';

const RUNS = 3;
const PHASE_MS = 2_000;
const TARGET_SMOOTH = 95;
const VIEWPORT = { width: 1920, height: 1080 };
const ORIGIN = 'http://shapes.bench';

type Phase = 'pan' | 'zoom';
interface Figures {
  intervals: Record<Phase, number[]>;
  work: Record<Phase, number[]>;
  zoomRange: [number, number];
  scrolled: number;
  heapMb: number;
  readyMs: number;
  /** Zoom 0.75 ↔ 1.5 set directly, each until its redraw painted (two frames). */
  zoomStepMs: number[];
}

// Bundled the way a host would ship it: minified, React in production mode.
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
const script = bundled.outputFiles[0]!.text;
const html =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shapes bench</title>' +
  '<style>body{margin:0}</style></head><body><div id="viewer"></div>' +
  '<script type="module" src="/page.js"></script></body></html>';

let browser: Browser | undefined;
try {
  browser = await chromium.launch(chromiumLaunchOptions());
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser));
  report(runs);
} finally {
  await browser?.close();
}

async function measure(browser: Browser): Promise<Figures> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  // Served from memory: nothing leaves the machine.
  await page.route(`${ORIGIN}/**`, (route) => {
    const isScript = route.request().url().endsWith('/page.js');
    return route.fulfill({
      contentType: isScript ? 'text/javascript' : 'text/html',
      body: isScript ? script : html,
    });
  });
  try {
    const started = Date.now();
    await page.goto(`${ORIGIN}/`);
    await page.evaluate(() => window.shapesBench.ready);
    const readyMs = Date.now() - started;
    await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2);
    // At zoom 1.5 the page is 2,631 px tall: more than two screens to pan through.
    await page.evaluate(() => window.shapesBench.setZoom(1.5));
    await page.waitForTimeout(500);
    await page.evaluate(() => window.shapesBench.startFrames());
    await page.evaluate((ms) => window.shapesBench.pan(ms), PHASE_MS);
    const pan = await page.evaluate(() => window.shapesBench.stopFrames());
    const zoom = await sweep(page, (t) => ({ deltaY: Math.sin(t * Math.PI * 4) > 0 ? -40 : 40, ctrl: true }));
    const reached = await page.evaluate(() => window.shapesBench.reached());
    const steps = await page.evaluate(() => window.shapesBench.timeZoomSteps(20));
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')!.value;
    return {
      intervals: { pan: pan.intervals, zoom: zoom.intervals },
      work: { pan: pan.work, zoom: zoom.work },
      zoomRange: reached.zoom,
      scrolled: reached.scrollTop,
      zoomStepMs: steps,
      heapMb: heap / 1024 / 1024,
      readyMs,
    };
  } finally {
    await context.close();
  }
}

/** One wheel event per frame for PHASE_MS, as `step(t)` says (t from 0 to 1). */
async function sweep(
  page: Page,
  step: (t: number) => { deltaY: number; ctrl: boolean },
): Promise<{ intervals: number[]; work: number[] }> {
  await page.evaluate(() => window.shapesBench.startFrames());
  const started = Date.now();
  let ctrl = false;
  for (let elapsed = 0; elapsed < PHASE_MS; elapsed = Date.now() - started) {
    const { deltaY, ctrl: wantCtrl } = step(elapsed / PHASE_MS);
    if (wantCtrl !== ctrl) {
      await (wantCtrl ? page.keyboard.down('Control') : page.keyboard.up('Control'));
      ctrl = wantCtrl;
    }
    await page.mouse.wheel(0, deltaY);
    const next = started + Math.ceil((Date.now() - started + 1) / FRAME_MS) * FRAME_MS;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
  }
  if (ctrl) await page.keyboard.up('Control');
  return page.evaluate(() => window.shapesBench.stopFrames());
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

function report(runs: Figures[]) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.info(
    `2,000 shapes on one page (1240×1754 at zoom 1), ${RUNS} runs, viewport ${VIEWPORT.width}×${VIEWPORT.height}`,
  );
  console.info(
    `ready ${ms(median(runs.map((r) => r.readyMs)))} (median, incl. page load); ` +
      `scrolled ${median(runs.map((r) => r.scrolled)).toFixed(0)} px; ` +
      `zoom swept ${Math.min(...runs.map((r) => r.zoomRange[0])).toFixed(2)}–${Math.max(...runs.map((r) => r.zoomRange[1])).toFixed(2)}; ` +
      `JS heap after GC ${median(runs.map((r) => r.heapMb)).toFixed(1)} MB`,
  );
  let all: number[] = [];
  for (const phase of ['pan', 'zoom'] as const) {
    const work = frameStats(runs.flatMap((run) => run.work[phase]));
    const intervals = frameStats(runs.flatMap((run) => run.intervals[phase]));
    all = all.concat(runs.flatMap((run) => run.work[phase]));
    console.info(
      `${phase.padEnd(5)} frames with work < 16.7 ms: ${work.under16.toFixed(1)}% of ${work.count}; ` +
        `work p50 / p95 / max ${ms(work.p50)} / ${ms(work.p95)} / ${ms(work.max)}; ` +
        `not dropped (interval < 25 ms) ${intervals.noDrop.toFixed(1)}%`,
    );
  }
  const steps = frameStats(runs.flatMap((run) => run.zoomStepMs));
  console.info(
    `zoom step 0.75 ↔ 1.5 set directly until shown (two frames, 33 ms at best): p50 / p95 / max ${ms(steps.p50)} / ${ms(steps.p95)} / ${ms(steps.max)}`,
  );
  const overall = frameStats(all);
  console.info(
    `target: ≥ ${TARGET_SMOOTH}% of pan and zoom frames' work < 16.7 ms: ${overall.under16.toFixed(1)}% ` +
      `${overall.under16 >= TARGET_SMOOTH ? 'meets' : 'MISSES'}`,
  );
}
