// `npm run bench`: runs every tests/bench/*.bench.ts in turn (TypeScript through tsx). Each bench is
// bounded in requests and time, talks only to loopback, and prints its own figures.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, run } from './run.mjs';

const only = process.argv.slice(2);
const benches = readdirSync(join(repoRoot, 'tests/bench'))
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((filter) => name.includes(filter)))
  .sort();

if (benches.length === 0) {
  console.error('no benchmarks matched');
  process.exit(1);
}
for (const bench of benches) {
  console.info(`\n▶ ${bench}`);
  const code = await run(process.execPath, ['--import', 'tsx', join('tests/bench', bench)]);
  if (code !== 0) process.exit(code);
}
