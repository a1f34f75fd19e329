// pdf.js's worker started by the start entry (start/index.ts) before any other module of the viewer
// has loaded, kept on the page's global for the viewer's loader (pdfjs.ts) to take. It imports
// nothing, and no module of the viewer imports it: a host's code-splitting bundler keeps it in the
// page's first chunk, so the worker's script is asked for as that chunk runs, without waiting for
// the chunks the start entry shares with the viewer (one round trip), and before the start's other
// requests (the version list, the order, pdf.js's module), which its server would answer beside it.
// The hand-over goes through a global, not module state, for that reason (issue 22).

/**
 * Starts pdf.js's worker, once per page, unless the viewer's loader has one already. Where the
 * browser refuses a worker from this script's origin (SecurityError), nothing is kept and the
 * viewer's loader starts it its own way.
 */
export function startEarlyPdfWorker(): void {
  const scope = globalThis as Record<symbol, Promise<Worker> | undefined>;
  // The key pdfjs.ts takes it by (written out there too: importing this module would share it).
  const key = Symbol.for('proofdesk:pdf-worker');
  if (scope[key] || typeof Worker === 'undefined') return;
  let worker: Worker;
  try {
    // Written out in this one form so Vite (and webpack 5) bundle the worker file as a worker:
    // the same file as pdfjs.ts's, beside it.
    worker = new Worker(new URL('./pdf.worker.mjs', import.meta.url), { type: 'module' });
  } catch {
    return;
  }
  // Listened to at once: a worker's first message ('ready') is lost if nobody listens when it comes.
  const ready = new Promise<Worker>((resolve, reject) => {
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
  ready.catch(() => {});
  scope[key] = ready;
  // pdf.js's module next, as pdfjs.ts would ask for it (the same chunk: its import there then
  // finds it loaded): needed once the worker is up, not before.
  void import('pdfjs-dist').catch(() => {});
}
