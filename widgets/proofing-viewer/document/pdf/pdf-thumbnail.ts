// A PDF has no thumbnail from its upload (only images get one), so its first page is drawn small,
// with the viewer's own pdf.js and worker: loaded for the first PDF tile only, reading just the
// ranges page 1 needs. The order page's cards and the versions panel's tiles both use it.
import { loadPdfJs } from './pdfjs';

/** The upload thumbnails' box (proofing §9: 316×240): the drawing fits inside it. */
const BOX = { width: 316, height: 240 };

/** Page 1 of the PDF at `url`, fitted into the thumbnail box, as a PNG blob. */
export async function renderPdfThumbnail(url: string, token: string | null, signal: AbortSignal) {
  const { pdfjs, worker } = await loadPdfJs();
  const task = pdfjs.getDocument({
    worker,
    url,
    ...(token && { httpHeaders: { authorization: `Bearer ${token}` } }),
    // As the viewer opens PDFs: no eval (CVE-2024-4367), no WebAssembly, only the ranges needed.
    isEvalSupported: false,
    useWasm: false,
    disableAutoFetch: true,
    disableStream: true,
    enableXfa: false,
  });
  signal.addEventListener('abort', () => void task.destroy());
  try {
    const doc = await task.promise;
    const page = await doc.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const scale = Math.min(BOX.width / natural.width, BOX.height / natural.height) * 2;
    const viewport = page.getViewport({ scale });
    // A detached canvas, in no page: which document makes it does not matter.
    const canvas = globalThis.document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    await page.render({ canvas, viewport }).promise;
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  } finally {
    void task.destroy();
  }
}
