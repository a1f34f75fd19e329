// Where the board's time goes while its fullest column is scrolled: a CPU profile (CDP Profiler,
// names kept) of the board bench's page on the one-column account (5,000 In Progress cards), wheeled
// as board.bench.ts does (480 px per frame) for a fixed number of seconds. Prints the functions with
// the most self and total time, and the GET /order requests the page made (how many, their sizes).
// Not a bench (a profiler slows the page): it says where to look, the bench says how long it takes.
//   node --import tsx tests/bench/board-scroll-profile.ts [seconds=15] [file.cpuprofile]
import { writeFileSync } from 'node:fs';
import { openBoardBench } from './board-bench';
import { emptyTally, type Profile, tallyProfile, topFunctions } from './cpu-profile';

const seconds = Number(process.argv[2] ?? 15);
const output = process.argv[3];
const STEP_PX = 480;

const bench = await openBoardBench({
  title: 'Board scroll profile',
  minify: false,
  accounts: [{ status: 'in-progress' }],
});
try {
  const { url } = bench.accounts[0]!;
  const context = await bench.newContext();
  const tab = await context.newPage();
  const requests: string[] = [];
  tab.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/order')) requests.push(request.url());
  });
  await tab.goto(`${url}/?mode=board`);
  await tab.evaluate(() => window.bench.painted);
  const { title, centre } = await tab.evaluate(() => window.bench.fullestColumn());
  await tab.mouse.move(centre.x, centre.y);
  await tab.evaluate((column) => window.bench.scrollStart(column), title);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const started = Date.now();
  let steps = 0;
  let waited = 0;
  while (Date.now() - started < seconds * 1000) {
    await tab.mouse.wheel(0, STEP_PX);
    steps += 1;
    if (steps % 6 === 0) {
      const { atBottom } = await tab.evaluate(() => window.bench.scrollState());
      if (atBottom) waited += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 16.7));
  }
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const state = await tab.evaluate(() => window.bench.scrollState());
  const orders = await tab.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('/order'))
      .map((entry) => Math.round(entry.duration)),
  );
  console.info(
    `${steps} wheel steps sent (${((steps * 1000) / (Date.now() - started)).toFixed(0)} a second); ` +
      `at the end of what had loaded in ${waited} of ${Math.floor(steps / 6)} checks`,
  );
  console.info(`GET /order durations (ms, resource timing): ${orders.join(' ')}`);
  if (output) writeFileSync(output, JSON.stringify(profile));
  const limits = requests.map((address) => new URL(address).searchParams.get('limit'));
  console.info(`${seconds} s of wheeling: reached card ${state.reached} of ${state.total}`);
  console.info(`GET /order requests (limit of each): ${limits.join(' ')}`);
  const tally = emptyTally();
  tallyProfile(profile, tally);
  console.info(`\nself time:\n${topFunctions(tally.self)}`);
  console.info(`\ntotal time:\n${topFunctions(tally.total)}`);
  await context.close();
} finally {
  await bench.close();
}
