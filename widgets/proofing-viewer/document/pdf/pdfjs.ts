// pdf.js, loaded only when a PDF opens (a dynamic import: a page with an image, a cart or a board
// never downloads it), with one worker for the whole page, started on first use and passed as
// `workerPort` (DESIGN.md §8: a same-origin module worker, so a strict CSP needs no 'unsafe-eval').
type PdfJs = typeof import('pdfjs-dist');

let loading: Promise<PdfJs> | null = null;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerPort ??= startPdfWorker();
    return pdfjs;
  });
  return loading;
}

function startPdfWorker(): Worker {
  const url = new URL('./pdf.worker.mjs', import.meta.url);
  if (url.origin === globalThis.location?.origin) {
    // Written out in this one form so Vite (and webpack 5) bundle the worker file as a worker.
    return new Worker(new URL('./pdf.worker.mjs', import.meta.url), { type: 'module' });
  }
  // The script-tag build on another origin (its CDN): a module worker must be same-origin, so a
  // one-line same-origin module imports it. Under a CSP this needs `worker-src blob:`.
  const shim = new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' });
  return new Worker(URL.createObjectURL(shim), { type: 'module' });
}
