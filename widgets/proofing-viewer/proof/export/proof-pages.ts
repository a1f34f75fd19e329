import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { AttachmentVersion } from '../../../../sdk/contract';
import { downloadBlob, withVersionParam } from '../../document/download';
import { PDF_TO_CSS_UNITS } from '../../document/pdf/pdf-units';
import { loadPdfJs, pdfSource } from '../../document/pdf/pdfjs';

// The pages of the shown file, one at a time, painted onto one reused canvas: a 500-page PDF never
// holds more than one page's bitmap (issue 13: "memory stays flat on long PDFs").

/** A page's size at zoom 1 in CSS pixels (what the viewer renders), and how to paint it. */
export interface ProofPage {
  page: number;
  width: number;
  height: number;
  /** Paints the page at `scale` device pixels per CSS pixel on `canvas` (sized by the caller). */
  paint(canvas: HTMLCanvasElement, scale: number): Promise<void>;
}

export interface PageSource {
  count: number;
  page(index: number): Promise<ProofPage>;
  close(): Promise<void>;
}

export async function openPages(
  version: AttachmentVersion,
  token: string | null,
  signal: AbortSignal,
): Promise<PageSource> {
  return version.fileType === 'pdf' ? openPdf(version, token) : openImage(version, token, signal);
}

/** An image is one page (issue 13), at its natural size like the viewer shows it at zoom 1. */
async function openImage(
  version: AttachmentVersion,
  token: string | null,
  signal: AbortSignal,
): Promise<PageSource> {
  const blob = await downloadBlob(withVersionParam(version.url, version.id), {
    token,
    signal,
    onProgress: () => {},
  });
  const bitmap = await createImageBitmap(blob);
  return {
    count: 1,
    page: async () => ({
      page: 1,
      width: bitmap.width,
      height: bitmap.height,
      paint: async (canvas, scale) => {
        canvas.getContext('2d')?.drawImage(bitmap, 0, 0, bitmap.width * scale, bitmap.height * scale);
      },
    }),
    close: async () => bitmap.close(),
  };
}

/** The PDF as the viewer opens it (§7: `v` = now, the bearer token), read to the end. */
async function openPdf(version: AttachmentVersion, token: string | null): Promise<PageSource> {
  const { pdfjs, worker } = await loadPdfJs();
  const task = pdfjs.getDocument({
    worker,
    ...pdfSource(version.url, token),
  });
  const doc: PDFDocumentProxy = await task.promise;
  return {
    count: doc.numPages,
    page: async (index) => {
      const proxy = await doc.getPage(index);
      const viewport = proxy.getViewport({ scale: PDF_TO_CSS_UNITS });
      return {
        page: index,
        width: viewport.width,
        height: viewport.height,
        paint: async (canvas, scale) => {
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2d context');
          await proxy.render({
            canvas,
            canvasContext: context,
            viewport: proxy.getViewport({ scale: PDF_TO_CSS_UNITS * scale }),
          }).promise;
          // The page's operator list and fonts are not needed again: a long PDF stays flat.
          proxy.cleanup();
        },
      };
    },
    close: () => task.destroy(),
  };
}
