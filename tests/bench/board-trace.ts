// What runs on the board page's main thread between the data and the paint: a Chromium trace per
// load of the board bench's page (built with names kept), printed as a timeline of the page's
// requests (GET /profile, each GET /order: start and end) and of the main thread's tasks from the
// first answer to the painted frame, each task with its largest parts (script by function and
// file, style, layout, paint, garbage collection). For the slow rounds of "paint after data": which
// tasks run after the last answer, and why. Not a bench (tracing slows the page a little).
//   node --import tsx tests/bench/board-trace.ts [loads=5] [minimum task ms=2]
import { openBoardBench } from './board-bench';
import type { PaintTimes } from './board-page';

const loads = Number(process.argv[2] ?? 5);
const minimumMs = Number(process.argv[3] ?? 2);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8',
  'v8.execute',
].join(',');

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread-clock duration: CPU time, which the machine's load does not inflate. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { functionName?: string; url?: string; frame?: string } };
}

const bench = await openBoardBench({ title: 'Board trace', minify: false });
try {
  const { browser } = bench;
  const { url } = bench.accounts[0]!;
  const windows: Array<{ wall: number; busy: number; cpu: number; mountCpu: number }> = [];
  for (let load = 0; load < loads; load += 1) {
    const context = await bench.newContext();
    const tab = await context.newPage();
    await browser.startTracing(tab, { categories: CATEGORIES.split(',') });
    await tab.goto(`${url}/?mode=board`);
    const times = (await tab.evaluate(() => window.bench.painted)) as PaintTimes;
    const requests = await tab.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/'))
        .map((entry) => ({
          name: new URL(entry.name).pathname.replace('/api/', '') + new URL(entry.name).search,
          start: entry.startTime,
          end: (entry as PerformanceResourceTiming).responseEnd,
        })),
    );
    const markAt = await tab.evaluate(() => performance.getEntriesByName('bench-mount')[0]!.startTime);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    await context.close();
    windows.push(print(load, times, requests, markAt, trace.traceEvents));
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length >> 1;
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  const figure = (pick: (w: (typeof windows)[number]) => number) => {
    const values = windows.map(pick);
    return `${median(values).toFixed(1)} ms (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)})`;
  };
  console.info(
    `\n${loads} traced loads, median (min–max): paint after data ${figure((w) => w.wall)}; ` +
      `main thread busy in it ${figure((w) => w.busy)}; main-thread CPU time in it ${figure((w) => w.cpu)}; ` +
      `main-thread CPU time from the mount to the paint ${figure((w) => w.mountCpu)}`,
  );
} finally {
  await bench.close();
}

function print(
  load: number,
  times: PaintTimes,
  requests: Array<{ name: string; start: number; end: number }>,
  markAt: number,
  events: TraceEvent[],
): { wall: number; busy: number; cpu: number; mountCpu: number } {
  const mark = events.find((event) => event.name === 'bench-mount');
  if (!mark) throw new Error('no bench-mount mark in the trace');
  // The page's renderer main thread: the thread the mark was recorded on.
  const main = events.filter((event) => event.pid === mark.pid && event.tid === mark.tid);
  const pageTime = (ts: number) => markAt + (ts - mark.ts) / 1000;
  const orders = requests.filter((request) => request.name.startsWith('order'));
  const firstAnswer = Math.min(...orders.map((request) => request.end));
  const f = (ms: number) => ms.toFixed(1).padStart(7);
  console.info(
    `\nload ${load + 1}: paint after data ${(times.paintedAt - times.dataAt).toFixed(1)} ms ` +
      `(data ${times.dataAt.toFixed(1)}, ready frame ${times.readyAt.toFixed(1)}, painted ${times.paintedAt.toFixed(1)}; mount ${times.mountAt.toFixed(1)})`,
  );
  for (const request of requests.sort((a, b) => a.end - b.end))
    console.info(`  request ${f(request.start)} → ${f(request.end)}  ${request.name.slice(0, 90)}`);
  const tasks = main.filter(
    (event) =>
      event.ph === 'X' &&
      event.name === 'RunTask' &&
      pageTime(event.ts + (event.dur ?? 0)) >= firstAnswer - 5 &&
      pageTime(event.ts) <= times.paintedAt,
  );
  // All the board's own work before its first screen, wherever the data lands in it: the CPU time of
  // the main thread's tasks from the mount to the paint (each task's share inside that span).
  let mountCpu = 0;
  for (const task of main) {
    if (task.ph !== 'X' || task.name !== 'RunTask') continue;
    const start = pageTime(task.ts);
    const ms = (task.dur ?? 0) / 1000;
    const inside = Math.max(0, Math.min(start + ms, times.paintedAt) - Math.max(start, times.mountAt));
    if (ms > 0) mountCpu += ((task.tdur ?? task.dur ?? 0) / 1000) * (inside / ms);
  }
  let busyAfter = 0;
  let cpuAfter = 0;
  for (const task of tasks) {
    const start = pageTime(task.ts);
    const ms = (task.dur ?? 0) / 1000;
    const after = Math.max(0, Math.min(start + ms, times.paintedAt) - Math.max(start, times.dataAt));
    busyAfter += after;
    // The task's CPU time, in the share of it that falls in the window.
    if (ms > 0) cpuAfter += ((task.tdur ?? task.dur ?? 0) / 1000) * (after / ms);
    if (ms < minimumMs) continue;
    const inside = main.filter(
      (event) =>
        event !== task &&
        event.ph === 'X' &&
        event.ts >= task.ts &&
        event.ts + (event.dur ?? 0) <= task.ts + (task.dur ?? 0) &&
        (event.dur ?? 0) >= 500,
    );
    const parts = new Map<string, number>();
    for (const event of inside) {
      const data = event.args?.data;
      const label =
        event.name === 'FunctionCall' || event.name === 'EvaluateScript' || event.name === 'v8.compile'
          ? `${event.name} ${data?.functionName || ''} ${(data?.url ?? '').split('/').pop()}`
          : event.name;
      if (
        /^(FunctionCall|EvaluateScript|TimerFire|FireAnimationFrame|RunMicrotasks|Layout|UpdateLayoutTree|Paint|PrePaint|Layerize|MinorGC|MajorGC|V8.GC|ParseHTML|ResourceReceiveResponse|ResourceFinish|XHRLoad|EventDispatch|v8.compile|v8.compileModule|v8.evaluateModule|FireIdleCallback|HitTest|ScheduleStyleRecalculation|v8.run)/.test(
          label,
        )
      )
        parts.set(label, Math.max(parts.get(label) ?? 0, (event.dur ?? 0) / 1000));
    }
    const top = [...parts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([label, d]) => `${label.trim()} ${d.toFixed(1)}`)
      .join('; ');
    const where = start + ms <= times.dataAt ? ' ' : start >= times.dataAt ? '>' : '|';
    console.info(`  ${where} task ${f(start)} +${ms.toFixed(1).padStart(6)} ms  ${top}`);
  }
  console.info(
    `  main thread between the last answer and the paint: busy ${busyAfter.toFixed(1)} ms, CPU ${cpuAfter.toFixed(1)} ms; ` +
      `from the mount to the paint: CPU ${mountCpu.toFixed(1)} ms`,
  );
  return { wall: times.paintedAt - times.dataAt, busy: busyAfter, cpu: cpuAfter, mountCpu };
}
