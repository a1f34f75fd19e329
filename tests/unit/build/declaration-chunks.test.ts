import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../scripts/widget-manifest.mjs';

// Issue 21: `npm start` (through the npm build) printed 16 rollup warnings, "Export
// "OrderFilterValue" … was reexported through module "sdk/orders/index.ts" … circular dependency
// between chunks": the declaration build (tsup's dts step, rollup) split the order filter's types
// from the index that re-exported them. The filter values now live in the contract. This runs that
// step as tsup.config.ts does (every entry; one format, which is enough: both print the same), in a
// child process whose output is read, since tsup prints rollup's warnings rather than returning them.
const BUILD = `
import { build } from 'tsup';
import { readWidgetManifest, tsupEntries } from './scripts/widget-manifest.mjs';
await build({
  config: false,
  entry: tsupEntries(readWidgetManifest()),
  dts: { only: true },
  format: ['esm'],
  outDir: process.env.OUT_DIR,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
`;

describe('the npm build’s declaration chunks', () => {
  it('have no circular dependency between chunks', { timeout: 600_000 }, () => {
    const outDir = mkdtempSync(join(tmpdir(), 'proofdesk-dts-'));
    try {
      const result = spawnSync(process.execPath, ['--input-type=module', '-e', BUILD], {
        cwd: repoRoot,
        env: { ...process.env, OUT_DIR: outDir },
        encoding: 'utf8',
      });
      const output = `${result.stdout}\n${result.stderr}`;
      expect(result.status, output).toBe(0);
      expect(output).toMatch(/Build success/);
      expect(output).not.toMatch(/circular dependency between chunks/i);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
