// pdf.js's worker as a file of its own in both builds (issue 11: "worker as its own file served by
// the reference server and the script-tag build"). The viewer starts it with
// `new Worker(new URL('./pdf.worker.mjs', import.meta.url))` (widgets/proofing-viewer/document/pdf/
// pdfjs.ts): the builds put pdfjs-dist's prebuilt worker under that name beside the chunk holding
// that line (dist/embed/chunks/ for the script tag, dist/ for the npm package).
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const PDF_WORKER_FILE = 'pdf.worker.mjs';

const require = createRequire(import.meta.url);

/** The prebuilt, minified worker of the pinned pdfjs-dist. */
export function pdfWorkerPath() {
  return require.resolve('pdfjs-dist/build/pdf.worker.min.mjs');
}

/** Rollup: emits the worker beside the chunks (`chunks/pdf.worker.mjs`). */
export function pdfWorkerPlugin() {
  return {
    name: 'pdf-worker',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: `chunks/${PDF_WORKER_FILE}`,
        source: readFileSync(pdfWorkerPath()),
      });
    },
  };
}

/** tsup: copies the worker into `outDir` beside the package's chunks. */
export function copyPdfWorker(outDir) {
  mkdirSync(outDir, { recursive: true });
  copyFileSync(pdfWorkerPath(), join(outDir, PDF_WORKER_FILE));
}

export const pdfWorkerDir = () => dirname(pdfWorkerPath());
