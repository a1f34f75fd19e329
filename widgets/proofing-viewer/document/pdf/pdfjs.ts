// pdf.js, loaded only when a PDF opens (a dynamic import: a page with an image, a cart or a board
// never downloads it), with one worker for the whole page, started on first use and handed to
// pdf.js as its port (DESIGN.md §8: a module worker from the page's origin, so a strict CSP needs
// no 'unsafe-eval').
import type { PDFWorker } from 'pdfjs-dist';
import { withVersionParam } from '../download';

type PdfJs = typeof import('pdfjs-dist');

export interface PdfReader {
  pdfjs: PdfJs;
  /**
   * The page's one pdf.js worker, passed to every `getDocument` as `worker`. Passed in rather than
   * set as `GlobalWorkerOptions.workerPort`: pdf.js then would share one PDFWorker between all
   * documents and destroy it with the first document destroyed, breaking the others (a version
   * switch, two viewers on a page).
   */
  worker: PDFWorker;
}

/** pdf.js kept safe and CSP-friendly, for every PDF the viewer opens. */
export const safePdfOptions = {
  // CVE-2024-4367, and no 'unsafe-eval' under a strict CSP.
  isEvalSupported: false,
  // No WebAssembly, so a page's CSP needs no 'wasm-unsafe-eval' (docs/embedding.md).
  useWasm: false,
  enableXfa: false,
} as const;

/**
 * A PDF pdf.js asks for itself (Download Proof, the PDF tools): proofing §7 (`v` = now, the
 * session's bearer token) with the safe options. The document view reads its bytes itself
 * (pdf-bytes.ts).
 */
export function pdfSource(url: string, token: string | null) {
  return {
    url: withVersionParam(url, String(Date.now())),
    ...(token && { httpHeaders: { authorization: `Bearer ${token}` } }),
    withCredentials: false,
    ...safePdfOptions,
  };
}

let loading: Promise<PdfReader> | null = null;

export function loadPdfJs(): Promise<PdfReader> {
  // The worker first: it takes longest to start (its script is the larger and compiles on its own
  // thread), while the module downloads and compiles here.
  loading ??= Promise.all([startPdfWorker(), import('pdfjs-dist')]).then(([port, pdfjs]) => ({
    pdfjs,
    // pdf.js 5.6's types say `port?: null` (inferred from its JSDoc default); it takes a Worker.
    worker: new pdfjs.PDFWorker({ port } as unknown as ConstructorParameters<PdfJs['PDFWorker']>[0]),
  }));
  // A failed download may pass next time: do not keep the failure.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

async function startPdfWorker(): Promise<Worker> {
  try {
    // Written out in this one form so Vite (and webpack 5) bundle the worker file as a worker.
    return await started(new Worker(new URL('./pdf.worker.mjs', import.meta.url), { type: 'module' }));
  } catch (error) {
    // A browser starts workers from the page's origin only (SecurityError): the script-tag build
    // served from another origin (the portal's, a CDN) fetches the worker's code (connect-src names
    // the API already) and starts it from a blob: URL, which a CSP allows with `worker-src blob:`.
    if (!(error instanceof DOMException && error.name === 'SecurityError')) throw error;
    const response = await fetch(new URL('./pdf.worker.mjs', import.meta.url));
    if (!response.ok) throw new Error(`pdf.js worker: ${response.status}`);
    const source = new Blob([await response.blob()], { type: 'text/javascript' });
    return started(new Worker(URL.createObjectURL(source), { type: 'module' }));
  }
}

/**
 * Resolves once the worker has said it is ready (its first message), and rejects if its script
 * fails to load: pdf.js itself would wait for a dead worker forever.
 */
function started(worker: Worker): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const settle = (ok: boolean) => {
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
      if (ok) resolve(worker);
      else {
        worker.terminate();
        reject(new Error('the pdf.js worker did not start'));
      }
    };
    const onMessage = () => settle(true);
    const onError = () => settle(false);
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
  });
}
