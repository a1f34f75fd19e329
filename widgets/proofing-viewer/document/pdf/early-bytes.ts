// The first bytes of the PDF a viewer is about to open, read the moment the version list names it
// (first-read.ts), beside pdf.js's download and its worker's start, instead of after the order's
// answer, the opening tab and the viewer's first render (issue 22: the file's reads waited on all
// three). The document view takes the read over when it opens that version (pdf-document.tsx).
import { withVersionParam } from '../download';
import { openPdfBytes, type PdfBytes } from './pdf-bytes';

/** An early read older than this is not taken over: the document view reads afresh. */
const EARLY_BYTES_TTL_MS = 5_000;

interface EarlyBytes {
  token: string | null;
  at: number;
  controller: AbortController;
  read: Promise<PdfBytes>;
}

const reads = new Map<string, EarlyBytes>();

/** Starts reading `url`'s first chunk and tail with `token`, unless such a read is in flight. */
export function startEarlyBytes(url: string, token: string | null): void {
  const current = reads.get(url);
  if (current && current.token === token && Date.now() - current.at < EARLY_BYTES_TTL_MS) return;
  const controller = new AbortController();
  const read = openPdfBytes(withVersionParam(url, String(Date.now())), { token, signal: controller.signal });
  // A failure is the document view's to report, when it takes the read (or reads again).
  read.catch(() => {});
  reads.set(url, { token, at: Date.now(), controller, read });
  // Not taken (another version opened, the viewer closed): the read stops and is forgotten.
  setTimeout(() => {
    if (reads.get(url)?.read !== read) return;
    reads.delete(url);
    controller.abort();
  }, EARLY_BYTES_TTL_MS);
}

/** The early read of `url` for `token` if there is a fresh one (taken once), stopped with `signal`. */
export function takeEarlyBytes(
  url: string,
  token: string | null,
  signal: AbortSignal,
): Promise<PdfBytes> | null {
  const early = reads.get(url);
  reads.delete(url);
  if (!early || early.token !== token || Date.now() - early.at >= EARLY_BYTES_TTL_MS) {
    early?.controller.abort();
    return null;
  }
  signal.addEventListener('abort', () => early.controller.abort(), { once: true });
  return early.read;
}
