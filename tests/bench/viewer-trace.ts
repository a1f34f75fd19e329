// Where the time goes before page 1 in the viewer bench's pages (viewer-pdf.bench.ts): CDP traces of
// single loads of each side, in turn, printed as one timeline per load (ms from navigation start):
// the requests (sent → finished), and every task of the page's main thread and of its workers longer
// than 3 ms, with what ran in it (script compile and evaluation by URL, pdf.js's canvas work, layout,
// paint). Not a bench: tracing slows the page; it says where to look, the bench says how long it
// takes.
//   node --import tsx tests/bench/viewer-trace.ts [pages=1] [loads per side=2] [viewer first mode=after]
// TRACE_OUT=<prefix> also writes each counted load's trace (<prefix>-<side>-<n>.json, for DevTools);
// TRACE_MIN_MS sets the shortest task printed (3).
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { CLIENTS } from '../../sdk/contract/constants';
import { chromiumPath } from '../chromium';
import { startTrace, type TraceEvent } from './cdp-trace';
import { ownerToken } from './owner-token';
import { bundleViewerBenchPages, startViewerBenchServer } from './viewer-bench-setup';

const PAGES = Number(process.argv[2] ?? 1);
const LOADS = Number(process.argv[3] ?? 2);
const FIRST = process.argv[4] ?? 'after';
const MIN_MS = Number(process.env.TRACE_MIN_MS ?? 3);

const page = await bundleViewerBenchPages();
const { server, facts } = await startViewerBenchServer(page.dir);
let traceCount = 0;
let sessionEntries: Record<string, string> = {};
const session = () => sessionEntries;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});
try {
  const pdf = facts.pdfs.find((candidate) => candidate.pages === PAGES)!;
  const { token, expires } = await ownerToken(facts.url);
  const profile = await fetch(`${facts.url}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await profile.json()) as { data: { id: string } };
  sessionEntries = {
    'proofdesk:clientId': CLIENTS.customer.id,
    'proofdesk:userId': data.id,
    'proofdesk:expirationDate': expires,
    'proofdesk:token': token,
  };
  const url = (mode: string) =>
    `${facts.url}/${mode}.html?${new URLSearchParams({ mode, order: facts.orderId, attachment: pdf.attachmentId, scale: '0.75', stream: '0', hint: '1', start: '1', first: FIRST })}`;
  for (let load = 0; load <= LOADS; load += 1)
    for (const mode of ['viewer', 'pdfjs']) await traced(mode, url(mode), load === 0);
} finally {
  await browser.close();
  server.stdin!.end();
  await once(server, 'exit');
  page.remove();
}

async function traced(mode: string, url: string, warmUp: boolean) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, session());
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  const trace = await startTrace(cdp, [
    'toplevel',
    'blink.user_timing',
    'loading',
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8',
    'v8.execute',
  ]);
  await tab.goto(url);
  const first = await tab.evaluate(() => window.viewerBench.firstPage);
  const events = await trace.stop();
  await context.close();
  if (warmUp) return;
  traceCount += 1;
  if (process.env.TRACE_OUT)
    writeFileSync(
      `${process.env.TRACE_OUT}-${mode}-${traceCount}.json`,
      JSON.stringify({ traceEvents: events }),
    );
  console.info(
    `\n== ${mode}: entry ${first.entry.toFixed(0)}, mount ${first.mount.toFixed(0)}, painted ${first.painted.toFixed(0)}, shown ${first.shown.toFixed(0)}`,
  );
  // Resource timing's start of the worker's script (the bench's request lists), beside the trace.
  console.info(
    `resource timing: ${first.requestList.filter((request) => request.includes('pdf.worker')).join(', ')}`,
  );
  timeline(events, first.shown);
}

function timeline(events: TraceEvent[], until: number) {
  const threads = new Map<string, string>();
  for (const event of events)
    if (event.ph === 'M' && event.name === 'thread_name')
      threads.set(`${event.pid}:${event.tid}`, String(event.args?.name));
  const nav = events.find((event) => event.name === 'navigationStart' && event.args?.data);
  if (!nav) return console.info('no navigationStart');
  const pid = nav.pid;
  const at = (ts: number) => (ts - nav.ts) / 1000;
  const rows: [number, string][] = [];
  const urls = new Map<string, string>();
  for (const event of events) {
    // The browser process starts the worker's script load and hears its answer's head.
    if (/DedicatedWorkerHost::(Did)?StartScriptLoad/.test(event.name))
      rows.push([at(event.ts), `browser ${event.name} (the worker's script)`]);
    if (event.pid !== pid) continue;
    const data = event.args?.data as Record<string, unknown> | undefined;
    if (event.name === 'ResourceSendRequest' && data) {
      urls.set(
        String(data.requestId),
        new URL(String(data.url)).pathname.replace(/^\/api\/storage\/file\//, ''),
      );
      rows.push([at(event.ts), `net  → ${urls.get(String(data.requestId))}`]);
    }
    if (event.name === 'ResourceReceiveResponse' && data)
      rows.push([at(event.ts), `net  ← first byte ${urls.get(String(data.requestId))}`]);
    if (event.name === 'ResourceFinish' && data)
      rows.push([at(event.ts), `net  ✓ ${urls.get(String(data.requestId))}`]);
  }
  // Tasks of the renderer's threads, with their children (by time containment) summarised.
  const byThread = new Map<number, TraceEvent[]>();
  for (const event of events)
    if (event.pid === pid && event.ph === 'X' && event.dur !== undefined)
      (byThread.get(event.tid) ?? byThread.set(event.tid, []).get(event.tid)!).push(event);
  for (const [tid, list] of byThread) {
    const name = threads.get(`${pid}:${tid}`) ?? String(tid);
    if (!/Main|Worker/.test(name)) continue;
    // A task is traced as RunTask with a ThreadControllerImpl::RunTask inside: the outer one.
    const tasks = list.filter((event) => event.name === 'RunTask');
    for (const task of tasks) {
      if (task.dur! / 1000 < MIN_MS) continue;
      const end = task.ts + task.dur!;
      const inner = list
        .filter(
          (event) =>
            event !== task && event.ts >= task.ts && event.ts + event.dur! <= end && event.dur! / 1000 >= 1,
        )
        .filter((event) => !/RunTask|ThreadController/.test(event.name))
        .map((event) => {
          const d = event.args?.data as Record<string, unknown> | undefined;
          const where = d?.url
            ? ` ${String(d.url).replace(/^.*\//, '')}`
            : d?.functionName
              ? ` ${d.functionName}`
              : '';
          return `${event.name}${where} ${(event.dur! / 1000).toFixed(0)}`;
        });
      const unique = [...new Set(inner)].slice(0, 8);
      rows.push([
        at(task.ts),
        `${name.replace('CrRendererMain', 'main').padEnd(14)} task ${(task.dur! / 1000).toFixed(0).padStart(4)} ms (cpu ${((task.tdur ?? 0) / 1000).toFixed(0)}): ${unique.join(', ')}`,
      ]);
    }
  }
  for (const [time, text] of rows.sort((a, b) => a[0] - b[0]))
    if (time <= until + 20) console.info(`${time.toFixed(0).padStart(6)}  ${text}`);
}
