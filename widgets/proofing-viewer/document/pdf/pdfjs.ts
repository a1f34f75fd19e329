// pdf.js, loaded only when a PDF opens (a dynamic import: a page with an image, a cart or a board
// never downloads it), with one worker for the whole page, started on first use and passed as
// `workerPort` (DESIGN.md §8: a same-origin module worker, so a strict CSP needs no 'unsafe-eval').
type PdfJs = typeof import('pdfjs-dist');

let loading: Promise<PdfJs> | null = null;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= Promise.all([import('pdfjs-dist'), startPdfWorker()]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerPort ??= worker;
    return pdfjs;
  });
  // A failed download may pass next time: do not keep the failure.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

async function startPdfWorker(): Promise<Worker> {
  const url = new URL('./pdf.worker.mjs', import.meta.url);
  if (url.origin === globalThis.location?.origin) {
    // Written out in this one form so Vite (and webpack 5) bundle the worker file as a worker.
    return new Worker(new URL('./pdf.worker.mjs', import.meta.url), { type: 'module' });
  }
  // The script-tag build on another origin (the portal's, a CDN): a worker must be same-origin, so
  // its code is fetched (connect-src already names the API) and started from a blob: URL. Under a
  // CSP that needs `worker-src blob:` (docs/embedding.md); the worker then evaluates nothing.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`pdf.js worker: ${response.status}`);
  const source = await response.blob();
  return new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })), {
    type: 'module',
  });
}
