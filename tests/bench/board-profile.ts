// Where the board's time after the data goes: CPU profiles of the board bench's page (built with
// names kept), from the mount to the painted frame, cut to the window the bench's "paint after
// data" figure covers (the last GET /order answer to the painted frame), summed over a few loads.
// Prints the functions with the most self time and the most total time in that window. Not a
// bench (a profiler slows the page): it says where to look, the bench says how long it takes.
//   node --import tsx tests/bench/board-profile.ts [loads=5] [file.cpuprofile: the last load's profile]
// BOARD_PROFILE_WINDOW=mount cuts to the mount instead: from mountAt (after the clock mark) to the
// last answer's end, the work the data may land in the middle of (board-trace.ts shows when).
import { writeFileSync } from 'node:fs';
import { openBoardBench } from './board-bench';
import type { PaintTimes } from './board-page';
import { emptyTally, type Profile, sampleTimes, type Tally, tallyProfile, topFunctions } from './cpu-profile';

/** How long the page's markProfileClock spins from mountAt (board-page.tsx). */
const MARK_MS = 50;
const loads = Number(process.argv[2] ?? 5);
const output = process.argv[3];
const mountWindow = process.env.BOARD_PROFILE_WINDOW === 'mount';

const bench = await openBoardBench({ title: 'Board profile', minify: false });
try {
  const { url } = bench.accounts[0]!;
  const tally = emptyTally();
  let windowMs = 0;
  for (let load = 0; load < loads; load += 1) {
    const context = await bench.newContext();
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
    tallyWindow(profile, times, tally);
    await context.close();
  }
  console.info(`paint after data, mean of ${loads} profiled loads: ${(windowMs / loads).toFixed(1)} ms`);
  if (mountWindow) console.info('window: the mount to the last answer (BOARD_PROFILE_WINDOW=mount)');
  console.info(`\nself time per load in that window:\n${topFunctions(tally.self, loads)}`);
  console.info(`\ntotal time per load in that window:\n${topFunctions(tally.total, loads)}`);
} finally {
  await bench.close();
}

/** Adds the samples inside [dataAt, paintedAt] on the page's clock to the tally. */
function tallyWindow(profile: Profile, times: PaintTimes, tally: Tally) {
  const sampledAt = sampleTimes(profile);
  // The page spins in markProfileClock from mountAt to mountAt + 50 ms: its last sample ties the
  // two clocks (its first may come late, as the profiler starts).
  const marking = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === 'markProfileClock').map((node) => node.id),
  );
  const inMark = (id: number) => marking.has(id);
  const mark = profile.samples.findLastIndex(inMark);
  if (mark < 0)
    throw new Error('no sample in markProfileClock: the profile cannot be placed on the page clock');
  tallyProfile(profile, tally, (index) => {
    const pageTime = times.mountAt + MARK_MS + (sampledAt[index]! - sampledAt[mark]!) / 1000;
    return mountWindow
      ? pageTime >= times.mountAt + MARK_MS && pageTime <= times.dataAt
      : pageTime >= times.dataAt && pageTime <= times.paintedAt;
  });
}
