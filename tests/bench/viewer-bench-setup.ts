// The viewer bench's two pages and its server, shared by the bench (viewer-pdf.bench.ts) and the
// trace tool (viewer-trace.ts), so a trace always looks at the pages the bench measures.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { pdfWorkerPath } from '../../scripts/pdf-worker.mjs';
import { bundleBenchPage } from './bench-page';
import { BENCH_PDF_PAGES } from './third-party-pdfs';

/** What viewer-server.ts prints once it serves: its URL, the demo order and the attached PDFs. */
export interface ViewerBenchFacts {
  url: string;
  orderId: string;
  pdfs: { pages: number; attachmentId: string; bytes: number; producer: string }[];
}

/** Builds each side's page (`/viewer.html`, `/pdfjs.html`) as a host ships it; see docs/performance.md. */
export function bundleViewerBenchPages() {
  return bundleBenchPage({
    entry: new URL('./viewer-page.tsx', import.meta.url),
    title: 'Viewer bench',
    head:
      '<style>body{margin:0}#viewer{display:block;height:100vh;position:relative}' +
      '#pdfjs-container{position:absolute;inset:0;overflow:auto}</style>',
    // PDFViewer's own stylesheet on its page only (until 2026-11-28 05:20 both pages had it, and on
    // the viewer's page, which never uses it, it held the entry script until it had loaded).
    sideHead: { pdfjs: '<link rel="stylesheet" href="/pdf_viewer.css">' },
    body: '<div id="viewer"></div>',
    // BENCH_MODULEPRELOAD=1: each side's HTML asks for its entry's static imports at once, as Vite
    // writes a page (the viewer's side: the start entry's chunks; PDFViewer's entry has none).
    modulepreload: process.env.BENCH_MODULEPRELOAD === '1',
    // One build per side: each page holds only its side's code and chunks, as a host shipping either.
    sides: {
      viewer: ['proofdesk', 'proofdesk/proofing-viewer', 'proofdesk/proofing-viewer/start'],
      pdfjs: ['./pdfjs-viewer'],
    },
    files: {
      'pdf.worker.mjs': pdfWorkerPath(),
      'pdf_viewer.css': fileURLToPath(import.meta.resolve('pdfjs-dist/web/pdf_viewer.css')),
      // The spinner pdf_viewer.css shows on a page still drawing after 400 ms.
      'images/loading-icon.gif': fileURLToPath(import.meta.resolve('pdfjs-dist/web/images/loading-icon.gif')),
    },
  });
}

/**
 * Starts viewer-server.ts (a child process) serving `pageDir` with the Ghostscript PDFs attached;
 * resolves with it and its facts once it serves.
 */
export async function startViewerBenchServer(
  pageDir: string,
): Promise<{ server: ChildProcess; facts: ViewerBenchFacts }> {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./viewer-server.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        BENCH_PAGE_DIR: pageDir,
        BENCH_PDFS: BENCH_PDF_PAGES.map((pages) => `gs:${pages}`).join(','),
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  try {
    const line = await Promise.race([
      once(createInterface({ input: server.stdout! }), 'line').then(([first]) => first as string),
      // The server stops before serving when it cannot make the PDFs (no Ghostscript): it said why.
      once(server, 'exit').then(([code]) => {
        throw new Error(`viewer-server.ts stopped before serving (exit code ${code}): see its message above`);
      }),
    ]);
    return { server, facts: JSON.parse(line) as ViewerBenchFacts };
  } catch (error) {
    server.kill();
    throw error;
  }
}
