// Where the time goes while the shapes bench's page is zoomed (or panned): a CDP trace of one 2 s
// Ctrl+wheel sweep (as shapes.bench.ts does it), summed per thread and event (wall and thread CPU
// time, the events nested under others' self time not separated). Not a bench: tracing slows the
// page; it says where to look, the bench says how long it takes. `sharp` traces the bench's 6 short
// zooms (5 events in, then out, each followed by a rest) instead of a sweep. Each phase also lists
// the canvases' rasters (FinalizeFrame over 1 ms of CPU) one by one: a redraw's raster is one of them.
//   node --import tsx tests/bench/shapes-trace.ts [zoom|pan|sharp] [shapes=2000] [file.json]
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../chromium';
import { startTrace } from './cdp-trace';
import { bundleShapesPage } from './shapes-bundle';

const phase = process.argv[2] ?? 'zoom';
const shapes = Number(process.argv[3] ?? 2000);
const output = process.argv[4];
const ORIGIN = 'http://shapes.bench';
const { script, html } = await bundleShapesPage('Shapes trace');
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: route.request().url().includes('/page.js') ? 'text/javascript' : 'text/html',
      body: route.request().url().includes('/page.js') ? script : html,
    }),
  );
  await page.goto(`${ORIGIN}/?shapes=${shapes}`);
  await page.evaluate(() => window.shapesBench.ready);
  await page.mouse.move(960, 540);
  await page.evaluate((zoom) => window.shapesBench.setZoom(zoom), phase === 'pan' ? 1.5 : 1);
  await page.waitForTimeout(500);
  const cdp = await context.newCDPSession(page);
  const trace = await startTrace(cdp, [
    'toplevel',
    'cc',
    'viz',
    'gpu',
    'blink',
    'disabled-by-default-devtools.timeline',
  ]);
  await page.evaluate(() => window.shapesBench.startFrames());
  if (phase === 'pan') await page.evaluate(() => window.shapesBench.pan(2000));
  else if (phase === 'sharp') {
    await page.keyboard.down('Control');
    for (let gesture = 0; gesture < 6; gesture += 1) {
      for (let step = 0; step < 5; step += 1) {
        await page.mouse.wheel(0, gesture % 2 === 0 ? -40 : 40);
        await new Promise((resolve) => setTimeout(resolve, 16));
      }
      await page.waitForTimeout(400);
    }
    await page.keyboard.up('Control');
  } else {
    await page.keyboard.down('Control');
    let zoom = 1;
    const started = Date.now();
    for (let elapsed = 0; elapsed < 2000; elapsed = Date.now() - started) {
      const t = elapsed / 2000;
      const p = (t * 2) % 1;
      const tri = p < 0.25 ? -4 * p : p < 0.75 ? -1 + 4 * (p - 0.25) : 1 - 4 * (p - 0.75);
      const target = 2 ** tri;
      await page.mouse.wheel(0, -400 * Math.log(target / zoom));
      zoom = target;
      await new Promise((resolve) => setTimeout(resolve, 16));
    }
    await page.keyboard.up('Control');
  }
  const frames = await page.evaluate(() => window.shapesBench.stopFrames());
  const events = await trace.stop();
  if (output) writeFileSync(output, JSON.stringify({ traceEvents: events }));
  const dropped = frames.intervals.filter((interval) => interval > 25).length;
  console.info(
    `${phase}, ${shapes} shapes: ${frames.intervals.length} frames, ${dropped} intervals over 25 ms`,
  );
  const threads = new Map<string, string>();
  for (const event of events)
    if (event.ph === 'M' && event.name === 'thread_name')
      threads.set(`${event.pid}:${event.tid}`, String(event.args?.name));
  const sums = new Map<string, { wall: number; cpu: number; count: number }>();
  for (const event of events) {
    if (event.ph !== 'X' || event.dur === undefined) continue;
    const key = `${threads.get(`${event.pid}:${event.tid}`) ?? event.tid} | ${event.name}`;
    const sum = sums.get(key) ?? { wall: 0, cpu: 0, count: 0 };
    sum.wall += event.dur / 1000;
    sum.cpu += (event.tdur ?? 0) / 1000;
    sum.count += 1;
    sums.set(key, sum);
  }
  const rasters = events
    .filter((event) => event.name === 'CanvasRenderingContext2D::FinalizeFrame' && (event.tdur ?? 0) > 1000)
    .map((event) => ((event.tdur ?? 0) / 1000).toFixed(1));
  console.info(`canvas rasters (FinalizeFrame, ms of CPU, in order): ${rasters.join(' ')}`);
  for (const [key, sum] of [...sums].sort((a, b) => b[1].wall - a[1].wall).slice(0, 45))
    console.info(
      `${sum.wall.toFixed(1).padStart(8)} ms wall ${sum.cpu.toFixed(1).padStart(8)} ms cpu ${String(sum.count).padStart(5)}×  ${key}`,
    );
} finally {
  await browser.close();
}
