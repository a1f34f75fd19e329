import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PORTAL_BUDGETS, portalSizeReport } from '../../../scripts/size-budgets.mjs';

// The portal's on-demand budget (issue 26): a screen's lazy chunks and what they import
// statically, less what the portal's entry already loaded.

describe('portal size rows', () => {
  const temp = mkdtempSync(join(tmpdir(), 'proofdesk-portal-size-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it('counts the screens’ chunks and their shared chunk once, never the portal’s entry graph', () => {
    const assets = join(temp, 'assets');
    mkdirSync(assets);
    const files: Record<string, string> = {
      'portal-a1xxxxxx.js': 'import"./react-b2xxxxxx.js";const s=()=>import("./one-c3xxxxxx.js");',
      'react-b2xxxxxx.js': 'x'.repeat(500),
      'one-c3xxxxxx.js': 'import{a}from"./portal-a1xxxxxx.js";import"./kit-d4xxxxxx.js";',
      'two-e5xxxxxx.js': 'import"./kit-d4xxxxxx.js";import"./react-b2xxxxxx.js";',
      'kit-d4xxxxxx.js': 'y'.repeat(300),
    };
    for (const [name, source] of Object.entries(files)) writeFileSync(join(assets, name), source);
    const gz = (name: string) => gzipSync(files[name]!, { level: 9 }).length;
    const [row] = portalSizeReport(temp, [{ label: 'screens', entries: ['one', 'two'], budget: 1 }]);
    expect(row).toEqual({
      label: 'screens',
      size: gz('one-c3xxxxxx.js') + gz('two-e5xxxxxx.js') + gz('kit-d4xxxxxx.js'),
      budget: 1,
      over: true,
    });
  });

  it('budgets the reporting screens at 36 kB gzip', () => {
    expect(PORTAL_BUDGETS).toEqual([
      expect.objectContaining({
        entries: ['order-report-screen', 'operator-report-screen'],
        budget: 36 * 1024,
      }),
    ]);
  });
});
