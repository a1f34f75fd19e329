import type { PDFDocumentProxy } from 'pdfjs-dist';
import { type RefObject, useEffect, useState } from 'react';
import type { AttachmentVersion } from '../../../../sdk/contract';
import { useProofdesk } from '../../../../sdk/react';
import type { ProofingViewerMessages } from '../../messages';
import { useViewerState } from '../../state/viewer-state';
import { DocumentMessage, LoadingStatus } from '../document-status';
import { PageColumn } from '../page-column';
import { withReloads } from '../retry';
import { isRetryable, type PdfErrorKind, pdfErrorKind, pdfErrorText } from './pdf-errors';
import { PdfPage } from './pdf-page';
import { PDF_RANGE_CHUNK_BYTES, PDF_TO_CSS_UNITS } from './pdf-units';
import { loadPdfJs, pdfSource } from './pdfjs';

interface PdfDocumentProps {
  version: AttachmentVersion;
  messages: ProofingViewerMessages;
  root: RefObject<HTMLElement | null>;
}

type PdfLoad =
  | { status: 'loading'; percent: number | null }
  | { status: 'ready'; doc: PDFDocumentProxy }
  | { status: 'failed'; kind: PdfErrorKind };

/**
 * A PDF version with pdf.js: fetched from the version's url with `v` = now (proofing §7) and the
 * session's token, read in ranges without prefetching the rest (`disableAutoFetch`, so page 1
 * paints before a large file has arrived), retried per §4.10, each page sized from page 1 until its
 * own size is known, and only the pages in the canvas window rendered.
 */
export default function PdfDocument({ version, messages: m, root }: PdfDocumentProps) {
  const instance = useProofdesk();
  const state = useViewerState();
  const [load, setLoad] = useState<PdfLoad>({ status: 'loading', percent: null });

  useEffect(() => {
    const controller = new AbortController();
    const tasks: { destroy(): Promise<void> }[] = [];
    setLoad({ status: 'loading', percent: null });
    const open = async () => {
      const { pdfjs, worker } = await loadPdfJs();
      if (controller.signal.aborted) throw new Error('closed');
      const token = instance.http.getToken();
      const task = pdfjs.getDocument({
        worker,
        ...pdfSource(version.url, token),
        disableAutoFetch: true,
        // pdf.js: disabling prefetch works only with streaming off too.
        disableStream: true,
        rangeChunkSize: PDF_RANGE_CHUNK_BYTES,
      });
      tasks.push(task);
      task.onProgress = ({ loaded, total }: { loaded: number; total: number }) => {
        if (controller.signal.aborted || !total) return;
        const percent = Math.min(100, Math.round((loaded / total) * 100));
        // pdf.js keeps reporting as later ranges arrive: the open document stays open.
        setLoad((current) => (current.status === 'loading' ? { status: 'loading', percent } : current));
      };
      return task.promise;
    };
    withReloads(open, {
      retryable: (error) => isRetryable(pdfErrorKind(error)),
      signal: controller.signal,
    })
      .then(async (doc) => {
        const first = (await doc.getPage(1)).getViewport({ scale: PDF_TO_CSS_UNITS });
        if (controller.signal.aborted) return;
        state.$pages.set(
          Array.from({ length: doc.numPages }, (_, i) => ({
            page: i + 1,
            width: first.width,
            height: first.height,
          })),
        );
        setLoad({ status: 'ready', doc });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', kind: pdfErrorKind(error) });
      });
    return () => {
      controller.abort();
      for (const task of tasks) void task.destroy();
      state.$pages.set([]);
    };
  }, [version, instance, state]);

  if (load.status === 'failed') return <DocumentMessage text={pdfErrorText(load.kind, m)} alert />;
  if (load.status === 'loading') return <LoadingStatus messages={m} percent={load.percent} />;
  const { doc } = load;
  return (
    <PageColumn
      messages={m}
      root={root}
      renderPage={(box, active) =>
        active ? <PdfPage key={box.page} doc={doc} page={box.page} messages={m} /> : null
      }
    />
  );
}
