// pdf.js opens the viewer's PDF through a PDFDataRangeTransport (its API for embedders that fetch
// the bytes themselves) fed by pdf-bytes.ts, with the same safety options as every PDF of the viewer
// (pdfjs.ts). pdf.js has no way for a transport to report a failed range: the failure goes to
// `onReadFailure` instead, and the document view shows it as pdf.js would have.
import type { PdfBytes } from './pdf-bytes';
import { PDF_CHUNK_BYTES } from './pdf-bytes';
import { type PdfReader, safePdfOptions } from './pdfjs';

export function openPdfTransport(
  { pdfjs, worker }: PdfReader,
  bytes: PdfBytes,
  onReadFailure: (error: unknown) => void,
) {
  const transport = new pdfjs.PDFDataRangeTransport(bytes.length, bytes.head);
  transport.requestDataRange = (begin: number, end: number) => {
    bytes.read(begin, end).then((chunk) => transport.onDataRange(begin, chunk), onReadFailure);
  };
  transport.abort = () => bytes.abort();
  return pdfjs.getDocument({
    worker,
    range: transport,
    ...safePdfOptions,
    // Only the ranges a page needs, none read ahead (a 500-page file shows page 1 at once).
    disableAutoFetch: true,
    disableStream: true,
    rangeChunkSize: PDF_CHUNK_BYTES,
  });
}
