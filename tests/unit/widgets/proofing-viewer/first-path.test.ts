import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// first-path.ts: a host's bundler (esbuild here, code-split as a host ships the viewer on demand,
// React bundled in) puts the viewer's first path in a few chunks, not one chunk per set of lazy
// parts that happens to share a module (17 before, each a request before page 1; issue 22).
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** The files a page downloads before it can mount the viewer: both entries and what they import statically. */
async function firstPathFiles(): Promise<string[]> {
  const result = await build({
    stdin: {
      contents:
        "export const open = () => Promise.all([import('proofdesk'), import('proofdesk/proofing-viewer')]);",
      resolveDir: repoRoot,
      loader: 'ts',
    },
    absWorkingDir: repoRoot,
    bundle: true,
    splitting: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    outdir: 'out',
    tsconfig: 'tsconfig.json',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const page = Object.keys(outputs).find((file) => outputs[file]!.entryPoint === '<stdin>')!;
  const seen = new Set<string>();
  const visit = (file: string, all: boolean) => {
    for (const imported of outputs[file]!.imports) {
      if (imported.external || seen.has(imported.path)) continue;
      if (imported.kind !== 'import-statement' && !(all && imported.kind === 'dynamic-import')) continue;
      seen.add(imported.path);
      visit(imported.path, false);
    }
  };
  visit(page, true);
  return [...seen];
}

describe("the viewer's first path in a host's code-split build", () => {
  it('comes in at most 10 files (19 before first-path.ts), without pdf.js, Konva or the chrome', async () => {
    const files = await firstPathFiles();
    expect(files.length).toBeLessThanOrEqual(10);
    expect(files.filter((file) => /pdf-|konva|chrome|live-layer/.test(file))).toEqual([]);
  }, 60_000);
});
