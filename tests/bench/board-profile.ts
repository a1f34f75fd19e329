// Where the board's time after the data goes: CPU profiles of the board bench's page (built with
// names kept), from the mount to the painted frame, cut to the window the bench's "paint after
// data" figure covers (the last GET /order answer to the painted frame), summed over a few loads.
// Prints the functions with the most self time and the most total time in that window. Not a
// bench (a profiler slows the page): it says where to look, the bench says how long it takes.
//   node --import tsx tests/bench/board-profile.ts [loads=5] [file.cpuprofile: the last load's profile]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumPath } from '../chromium';
import { bundleBenchPage } from './bench-page';
import type { PaintTimes } from './board-page';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** How long the page's markProfileClock spins from mountAt (board-page.tsx). */
const MARK_MS = 50;
const loads = Number(process.argv[2] ?? 5);
const output = process.argv[3];

const page = await bundleBenchPage({
  entry: new URL('./board-page.tsx', import.meta.url),
  title: 'Board profile',
  head: '<style>body{margin:0}#board{display:block;height:100vh;--pd-board-height:100vh}</style>',
  body: '<div id="board"></div>',
  minify: false,
});
const server = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./board-server.ts', import.meta.url))],
  { env: { ...process.env, BENCH_PAGE_DIR: page.dir }, stdio: ['pipe', 'pipe', 'inherit'] },
);
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
try {
  const [line] = (await once(createInterface({ input: server.stdout! }), 'line')) as [string];
  const { url } = JSON.parse(line) as { url: string };
  const signing = await browser.newContext();
  const signIn = await signing.newPage();
  await signIn.goto(`${url}/?mode=signin`);
  await signIn.evaluate(() => window.bench.painted);
  const session = await signing.storageState();
  await signing.close();

  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let windowMs = 0;
  for (let load = 0; load < loads; load += 1) {
    const context = await browser.newContext({
      viewport: { width: 1920, height: 1080 },
      storageState: session,
    });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const finished = new Promise<Profile>((resolve) =>
      cdp.on('Profiler.consoleProfileFinished', (event) => resolve(event.profile as Profile)),
    );
    await tab.goto(`${url}/?mode=board&profile`);
    const times = (await tab.evaluate(() => window.bench.painted)) as PaintTimes;
    const profile = await finished;
    if (output && load === loads - 1) writeFileSync(output, JSON.stringify(profile));
    windowMs += times.paintedAt - times.dataAt;
    tally(profile, times, self, total);
    await context.close();
  }
  const top = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.PROFILE_TOP ?? 30))
      .map(([name, ms]) => `${(ms / loads).toFixed(1).padStart(7)} ms  ${name}`)
      .join('\n');
  console.info(`paint after data, mean of ${loads} profiled loads: ${(windowMs / loads).toFixed(1)} ms`);
  console.info(`\nself time per load in that window:\n${top(self)}`);
  console.info(`\ntotal time per load in that window:\n${top(total)}`);
} finally {
  await browser.close();
  server.stdin!.end();
  await once(server, 'exit');
  page.remove();
}

/** Adds each sample inside [dataAt, paintedAt] to its function's self time and its callers' totals. */
function tally(profile: Profile, times: PaintTimes, self: Map<string, number>, total: Map<string, number>) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split('/').pop() || '';
    return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
  };
  const sampledAt: number[] = [];
  let at = profile.startTime;
  for (const delta of profile.timeDeltas) {
    at += delta;
    sampledAt.push(at);
  }
  // The page spins in markProfileClock from mountAt to mountAt + 50 ms: its last sample ties the
  // two clocks (its first may come late, as the profiler starts).
  const inMark = (id: number) => byId.get(id)!.callFrame.functionName === 'markProfileClock';
  const mark = profile.samples.findLastIndex(inMark);
  if (mark < 0)
    throw new Error('no sample in markProfileClock: the profile cannot be placed on the page clock');
  profile.samples.forEach((id, index) => {
    const weight = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const pageTime = times.mountAt + MARK_MS + (sampledAt[index]! - sampledAt[mark]!) / 1000;
    if (pageTime < times.dataAt || pageTime > times.paintedAt) return;
    const node = byId.get(id)!;
    self.set(name(node), (self.get(name(node)) ?? 0) + weight);
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const key = name(byId.get(current)!);
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + weight);
    }
  });
}
