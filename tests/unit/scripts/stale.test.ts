import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isStale } from '../../../scripts/stale.mjs';

// `npm start` rebuilds an output that is missing or older than a file of its sources.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tree() {
  const root = mkdtempSync(join(tmpdir(), 'proofdesk-stale-'));
  dirs.push(root);
  const file = (path: string, seconds: number) => {
    const full = join(root, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, path);
    utimesSync(full, seconds, seconds);
    return full;
  };
  return { root, file };
}

describe('isStale', () => {
  it('is stale when the output is missing', () => {
    const { root, file } = tree();
    file('src/a.ts', 1000);
    expect(isStale(join(root, 'dist/index.html'), [join(root, 'src')])).toBe(true);
  });

  it('is fresh when every source is older than the output, and stale once one is newer', () => {
    const { root, file } = tree();
    file('src/a.ts', 1000);
    file('src/deep/b.ts', 1500);
    const output = file('out/index.html', 2000);
    expect(isStale(output, [join(root, 'src')])).toBe(false);
    file('src/deep/b.ts', 2500);
    expect(isStale(output, [join(root, 'src')])).toBe(true);
  });

  it('leaves node_modules, dist and dot folders out, and takes a single file as a source', () => {
    const { root, file } = tree();
    const output = file('app/dist/index.html', 2000);
    file('app/src/main.tsx', 1000);
    file('app/node_modules/x/index.js', 3000);
    file('app/.cache/y', 3000);
    expect(isStale(output, [join(root, 'app')])).toBe(false);
    const config = file('vite.config.ts', 3000);
    expect(isStale(output, [join(root, 'app'), config])).toBe(true);
  });
});
