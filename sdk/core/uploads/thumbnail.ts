import { thumbnailCrop, UPLOAD_THUMBNAIL } from '../domain';
import { type ThumbnailAnswer, type ThumbnailJob, thumbnailWorkerMain } from './thumbnail-worker';

// 316×240 JPEG thumbnails (§5, §9), made off the main thread: OffscreenCanvas in a worker where the
// browser has both. The worker starts from a blob: URL of its own source, so neither build needs a
// worker file and a page on another origin than the script needs nothing served: a strict CSP
// allows it with `worker-src blob:` (examples/strict-csp.html has it for pdf.js already). Where a
// worker cannot start (a CSP without blob:), the page encodes it after an asynchronous decode and
// scale; without OffscreenCanvas at all, or when the image does not decode, the file goes without one.

export interface ThumbnailMaker {
  /** The JPEG, or null when the image cannot be decoded. */
  make(file: Blob): Promise<Blob | null>;
  destroy(): void;
}

export function createThumbnailMaker(): ThumbnailMaker {
  let worker: Worker | null | undefined;
  let url: string | undefined;
  let seq = 0;
  const waiting = new Map<number, (answer: ThumbnailAnswer | null) => void>();

  function startWorker(): Worker | null {
    if (worker !== undefined) return worker;
    worker = null;
    if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return worker;
    try {
      const source = `(${thumbnailWorkerMain.toString()})(${thumbnailCrop.toString()});`;
      url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      const started = new Worker(url);
      started.onmessage = (event: MessageEvent<ThumbnailAnswer>) => {
        waiting.get(event.data.id)?.(event.data);
        waiting.delete(event.data.id);
      };
      // A worker refused by the page's CSP (or broken) answers nothing: everyone waiting falls back.
      started.onerror = () => {
        stopWorker();
        for (const resolve of waiting.values()) resolve(null);
        waiting.clear();
      };
      worker = started;
    } catch {
      stopWorker();
    }
    return worker;
  }

  function stopWorker(): void {
    worker?.terminate();
    worker = null;
    if (url) URL.revokeObjectURL(url);
    url = undefined;
  }

  async function inWorker(file: Blob): Promise<ThumbnailAnswer | null> {
    const running = startWorker();
    if (!running) return null;
    const id = ++seq;
    const answer = new Promise<ThumbnailAnswer | null>((resolve) => waiting.set(id, resolve));
    const job: ThumbnailJob = { id, file, ...UPLOAD_THUMBNAIL };
    running.postMessage(job);
    return answer;
  }

  return {
    async make(file) {
      const answer = await inWorker(file);
      if (answer && 'blob' in answer) return answer.blob;
      // The worker could not decode it: the page cannot either. Only a missing worker falls back.
      if (answer) return null;
      return onPage(file).catch(() => null);
    },
    destroy() {
      stopWorker();
      for (const resolve of waiting.values()) resolve(null);
      waiting.clear();
    },
  };
}

/**
 * The fallback (the worker could not start): `createImageBitmap` decodes and scales off the main
 * thread, so the page only encodes one small canvas.
 */
async function onPage(file: Blob): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'undefined') return null;
  const { width, height, type, quality } = UPLOAD_THUMBNAIL;
  const bitmap = await createImageBitmap(file);
  const { sx, sy, sw, sh } = thumbnailCrop(bitmap.width, bitmap.height);
  const scaled = await createImageBitmap(bitmap, sx, sy, sw, sh, {
    resizeWidth: width,
    resizeHeight: height,
    resizeQuality: 'high',
  });
  bitmap.close();
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(scaled, 0, 0);
  scaled.close();
  return canvas.convertToBlob({ type, quality });
}
