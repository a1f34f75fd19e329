/**
 * Records the URL of every pdf.js worker the page starts from now on (pdf.js's loader starts its
 * worker and its module together, so no worker means no pdf.js). Call it at the top of a test file,
 * whose page has not started pdf.js yet (one page per test file).
 */
export function watchPdfWorkers(): readonly string[] {
  const started: string[] = [];
  const NativeWorker = globalThis.Worker;
  globalThis.Worker = class extends NativeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      if (/pdf\.worker/.test(String(url))) started.push(String(url));
    }
  };
  return started;
}
