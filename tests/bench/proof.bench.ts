// Download Proof of the 500-page PDF (viewer-server.ts generates it; its order has the demo's
// watermark, so every page gets 95 tiles) in headless Chromium, BENCH_ROUNDS rounds (default 5). A
// round is a fresh page (its own browser context): the viewer opens the file, then two proofs one
// after the other. Per proof: the time from the click to the saved file's link. Per round: the JS
// heap held after the two proofs and a forced GC (CDP HeapProfiler.collectGarbage; the page's
// JSHeapUsedSize from Performance.getMetrics plus every worker's heap, pdf.js's included, from
// Runtime.getHeapUsage), less the same before the first click; and the page's peak heap while
// working, sampled every 100 ms. Prints median (min–max) and each target; asserts nothing on timings.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright';
import { pdfWorkerPath } from '../../scripts/pdf-worker.mjs';
import { chromiumPath } from '../chromium';
import { bundleBenchPage } from './bench-page';
import { ownerToken } from './owner-token';
import { totalMb, watchWorkerHeaps } from './worker-heaps';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PROOFS_PER_ROUND = 2;
/** What two finished proofs may leave on the heap (after GC): their documents must not stay reachable. */
const TARGET_HELD_MB = 10;
const TARGET_PEAK_MB = 400;
const SAMPLE_MS = 100;

interface Facts {
  url: string;
  orderId: string;
  attachmentId: string;
  pages: number;
  bytes: number;
}

interface Round {
  proofMs: number[];
  fileBytes: number[];
  beforeMb: number;
  /** The page's heap after each proof and GC. */
  afterMb: number[];
  workersBeforeMb: number;
  workersAfterMb: number;
  peakMb: number;
}

// pdf.js and the proof split off, as the viewer's lazy chunks.
const page = await bundleBenchPage({
  entry: new URL('./proof-page.tsx', import.meta.url),
  title: 'Proof bench',
  head: '<style>body{margin:0}#viewer{display:block;height:100vh}</style>',
  body: '<div id="viewer"></div>',
  files: { 'pdf.worker.mjs': pdfWorkerPath() },
});

const server = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./viewer-server.ts', import.meta.url))],
  { env: { ...process.env, BENCH_PAGE_DIR: page.dir }, stdio: ['pipe', 'pipe', 'inherit'] },
);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});

async function round(browser: Browser, facts: Facts, token: Record<string, string>): Promise<Round> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    page.on('console', (m) => m.type() === 'error' && !m.text().includes('404') && console.error(m.text()));
    page.on('crash', () => console.error('the page crashed'));
    const cdp = await context.newCDPSession(page);
    const workers = await watchWorkerHeaps(cdp);
    await page.goto(
      `${facts.url}/?${new URLSearchParams({ order: facts.orderId, attachment: facts.attachmentId, ...token })}`,
    );
    await page.evaluate(() => window.viewerProof.ready);
    await cdp.send('Performance.enable');
    const heapMb = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'JSHeapUsedSize')!.value / 1024 / 1024;
    };
    const heapAfterGc = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return heapMb();
    };
    const beforeMb = await heapAfterGc();
    const workersBeforeMb = totalMb(await workers.afterGc());
    const result: Round = {
      proofMs: [],
      fileBytes: [],
      beforeMb,
      afterMb: [],
      workersBeforeMb,
      workersAfterMb: 0,
      peakMb: beforeMb,
    };
    for (let proof = 1; proof <= PROOFS_PER_ROUND; proof += 1) {
      let working = true;
      const sampling = (async () => {
        while (working) {
          result.peakMb = Math.max(result.peakMb, await heapMb());
          await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
        }
      })();
      const saved = await page
        .evaluate(() => window.viewerProof.download())
        .finally(() => {
          working = false;
        });
      await sampling;
      result.peakMb = Math.max(result.peakMb, await heapMb());
      result.proofMs.push(saved.ms);
      result.fileBytes.push(saved.bytes);
      result.afterMb.push(await heapAfterGc());
    }
    result.workersAfterMb = totalMb(await workers.afterGc());
    return result;
  } finally {
    await context.close();
  }
}

/** Median (min–max), as docs/performance.md reports every figure. */
function spread(values: number[], format: (value: number) => string): string {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return `${format(median)} (${format(sorted[0]!)}–${format(sorted[sorted.length - 1]!)})`;
}

const mb = (value: number) => `${value.toFixed(1)} MB`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const held = (r: Round) =>
  r.afterMb[PROOFS_PER_ROUND - 1]! - r.beforeMb + (r.workersAfterMb - r.workersBeforeMb);

try {
  const [line] = (await once(createInterface({ input: server.stdout! }), 'line')) as [string];
  const facts = JSON.parse(line) as Facts;
  const token = await ownerToken(facts.url);
  const rounds: Round[] = [];
  for (let index = 1; index <= ROUNDS; index += 1) {
    const r = await round(browser, facts, token);
    rounds.push(r);
    console.info(
      `round ${index}: proofs ${r.proofMs.map(seconds).join(', ')}; page heap ${mb(r.beforeMb)} before, ` +
        `${r.afterMb.map(mb).join(', ')} after each proof and GC, peak ${mb(r.peakMb)}; ` +
        `workers ${mb(r.workersBeforeMb)} before, ${mb(r.workersAfterMb)} after; held ${mb(held(r))}`,
    );
  }
  const sizes = new Set(rounds.flatMap((r) => r.fileBytes));
  const proofMs = rounds.flatMap((r) => r.proofMs);
  const peaks = rounds.map((r) => r.peakMb);
  const helds = rounds.map(held);
  console.info(
    `${facts.pages}-page PDF (${(facts.bytes / 1024).toFixed(0)} KiB) with the watermark, ${ROUNDS} rounds ` +
      `of ${PROOFS_PER_ROUND} proofs, each a fresh page; proofs written: ` +
      `${[...sizes].map((bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`).join(', ')}`,
  );
  console.info(
    `Download Proof, click to saved file (${proofMs.length} proofs): ${spread(proofMs, seconds)}, ` +
      `${spread(proofMs, (ms) => `${(ms / facts.pages).toFixed(0)} ms`)} a page`,
  );
  console.info(
    `JS heap before the first click (page, after GC): ${spread(
      rounds.map((r) => r.beforeMb),
      mb,
    )}`,
  );
  console.info(
    `JS heap after two proofs and GC (page): ${spread(
      rounds.map((r) => r.afterMb[PROOFS_PER_ROUND - 1]!),
      mb,
    )}; workers: ${spread(
      rounds.map((r) => r.workersAfterMb),
      mb,
    )}`,
  );
  console.info(`JS heap, page's peak while working (sampled every ${SAMPLE_MS} ms): ${spread(peaks, mb)}`);
  console.info(
    `target: held after two proofs and GC (page + workers, less before) ≤ ${TARGET_HELD_MB} MB: ` +
      `${spread(helds, mb)} ${Math.max(...helds) <= TARGET_HELD_MB ? 'meets' : 'MISSES'} (every round)`,
  );
  console.info(
    `target: peak ≤ ${TARGET_PEAK_MB} MB: ${spread(peaks, mb)} ` +
      `${Math.max(...peaks) <= TARGET_PEAK_MB ? 'meets' : 'MISSES'} (every round)`,
  );
} finally {
  await browser.close();
  server.stdin!.end();
  await once(server, 'exit');
  page.remove();
}
