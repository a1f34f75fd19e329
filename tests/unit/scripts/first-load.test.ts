import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staticGraph } from '../../../scripts/size-budgets.mjs';
import { sizeBudgets } from '../../../scripts/widget-manifest.mjs';
import { widgetManifest } from '../../../widgets/manifest';

// A widget's first-load row (issue 22: the viewer's, a PDF without shapes, ≤ 45 kB gzip) sums the
// chunks its chunk imports statically, read from the built files: a dynamic import (pdf.js, Konva,
// the viewer's chrome) is not part of it. `npm run size` checks the figure after a build.

describe('first-load size rows', () => {
  const temp = mkdtempSync(join(tmpdir(), 'proofdesk-first-load-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it('follows static imports transitively, never a dynamic import()', () => {
    // Chunk names as rollup writes them: `<name>-<8-character hash>.js`.
    const chunks = join(temp, 'chunks');
    mkdirSync(chunks);
    const files = {
      'viewer-a1xxxxxx.js':
        'import{x}from"./shared-b2xxxxxx.js";import"./dates-c3xxxxxx.js";const k=()=>import("./konva-d4xxxxxx.js");',
      'shared-b2xxxxxx.js':
        'import"./access-e5xxxxxx.js";export const x=1;const p=()=>import("./pdfjs-f6xxxxxx.js");',
      'dates-c3xxxxxx.js': 'export const d=1;',
      'access-e5xxxxxx.js': 'import{x}from"./shared-b2xxxxxx.js";export const a=x;',
      'konva-d4xxxxxx.js': 'import"./viewer-a1xxxxxx.js";',
      'pdfjs-f6xxxxxx.js': '',
      // A chunk the widget declares, its name starting with the widget's: not the widget's chunk.
      'viewer-compare-g7xxxxxx.js': '',
    };
    for (const [name, source] of Object.entries(files)) writeFileSync(join(chunks, name), source);
    const names = staticGraph(temp, 'viewer').map((path) => path.slice(chunks.length + 1));
    expect(names.sort()).toEqual([
      'access-e5xxxxxx.js',
      'dates-c3xxxxxx.js',
      'shared-b2xxxxxx.js',
      'viewer-a1xxxxxx.js',
    ]);
  });

  it("budgets the viewer's first load for a PDF without shapes at 45 kB, loader and core included", () => {
    const row = sizeBudgets(widgetManifest).find((r) => r.label.includes('first load for a PDF'));
    expect(row).toMatchObject({
      widget: 'proofing-viewer',
      budget: 45 * 1024,
      files: [{ entry: 'proofdesk' }, { staticGraphOf: 'proofing-viewer', withoutReact: true }],
    });
  });
});
