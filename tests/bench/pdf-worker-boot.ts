// What pdf.js's worker costs before it can take a document, and what a leaner worker could save:
// in headless Chromium, `new Worker` of pdfjs-dist's prebuilt worker (the file both sides of the
// viewer bench start) against an empty module worker, from `new Worker` to the worker's first
// message (pdf.js's worker says "ready" once its script has loaded, compiled and run), each start
// in a fresh browser context (no cache), ROUNDS interleaved rounds, median (min–max). Then the
// worker's largest sources, from its source map: what its 1.2 MB is made of. Not a bench with a
// target: it says how much of the viewer's first page is pdf.js's worker start
// (docs/performance.md "The 1-page file: the floor and pdf.js's pipeline").
//   node --import tsx tests/bench/pdf-worker-boot.ts [rounds=15]
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright';
import { pdfWorkerPath } from '../../scripts/pdf-worker.mjs';
import { chromiumPath } from '../chromium';
import { formatSpread } from './spread';

const ROUNDS = Number(process.argv[2] ?? 15);
const WORKERS = { 'pdf.js worker': pdfWorkerPath(), 'empty worker': null } as const;
type Kind = keyof typeof WORKERS;

const files: Record<string, { type: string; body: string | Buffer }> = {
  '/': {
    type: 'text/html',
    body: '<!doctype html><html><body><script type="module">window.boot = (url) => new Promise((resolve, reject) => { const asked = performance.now(); const worker = new Worker(url, { type: "module" }); worker.onmessage = () => resolve(performance.now() - asked); worker.onerror = (event) => reject(new Error(event.message)); });</script></body></html>',
  },
  '/pdf.js%20worker.mjs': { type: 'text/javascript', body: readFileSync(WORKERS['pdf.js worker']) },
  '/empty%20worker.mjs': { type: 'text/javascript', body: 'postMessage("ready");' },
};
const server = createServer((request, response) => {
  const file = files[request.url ?? ''];
  response.writeHead(file ? 200 : 404, file && { 'content-type': file.type });
  response.end(file?.body);
}).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});
try {
  const boots: Record<Kind, number[]> = { 'pdf.js worker': [], 'empty worker': [] };
  const kinds = Object.keys(WORKERS) as Kind[];
  for (let round = 0; round <= ROUNDS; round += 1) {
    for (const kind of round % 2 === 0 ? kinds : [...kinds].reverse()) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}/`);
      const ms = await page.evaluate((url) => window.boot(url), `${base}/${encodeURIComponent(kind)}.mjs`);
      // Round 0 warms the browser's processes up and is not counted.
      if (round > 0) boots[kind].push(ms);
      await context.close();
    }
  }
  console.info(`new Worker → first message, ${ROUNDS} interleaved rounds, a fresh context each:`);
  for (const kind of kinds) console.info(`  ${kind.padEnd(14)} ${formatSpread(boots[kind], 0, ' ms')}`);
} finally {
  await browser.close();
  server.close();
}

const map = JSON.parse(
  readFileSync(`${WORKERS['pdf.js worker'].replace(/\.min\.mjs$/, '.mjs')}.map`, 'utf8'),
) as {
  sources: string[];
  sourcesContent: string[];
};
const sizes = map.sources.map((source, index) => ({
  source: source.replace('webpack://pdf.js/./', ''),
  chars: map.sourcesContent[index]?.length ?? 0,
}));
const total = sizes.reduce((sum, { chars }) => sum + chars, 0);
const share = (chars: number) => `${((chars / total) * 100).toFixed(1)} %`;
console.info(
  `\nthe worker's sources (unminified, ${(total / 1024).toFixed(0)} KiB in ${sizes.length} files), the largest:`,
);
for (const { source, chars } of [...sizes].sort((a, b) => b.chars - a.chars).slice(0, 15))
  console.info(`  ${share(chars).padStart(6)}  ${source}`);
for (const folder of ['src/core/xfa/', 'external/'])
  console.info(
    `  ${share(sizes.filter(({ source }) => source.startsWith(folder)).reduce((sum, { chars }) => sum + chars, 0)).padStart(6)}  ${folder} (all)`,
  );

declare global {
  interface Window {
    boot(url: string): Promise<number>;
  }
}
