import type { PDFDocumentProxy } from 'pdfjs-dist';
import { type RefObject, useEffect, useMemo, useState } from 'react';
import type { AttachmentVersion } from '../../../../sdk/contract';
import { useProofdesk } from '../../../../sdk/react';
import type { ProofingViewerMessages } from '../../messages';
import { takeStartedDocument } from '../../start/started';
import { useViewerState } from '../../state/viewer-state';
import { DocumentMessage, LoadingStatus } from '../document-status';
import { withVersionParam } from '../download';
import { PageColumn } from '../page-column';
import { withReloads } from '../retry';
import { takeEarlyBytes } from './early-bytes';
import { openPdfBytes } from './pdf-bytes';
import { isRetryable, type PdfErrorKind, pdfErrorKind, pdfErrorText } from './pdf-errors';
import { PdfPage } from './pdf-page';
import { openPdfTransport } from './pdf-transport';
import { PDF_TO_CSS_UNITS } from './pdf-units';
import { loadPdfJs } from './pdfjs';
import { createRenderQueue } from './render-queue';

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
  const queue = useMemo(() => createRenderQueue(), []);

  useEffect(() => {
    const controller = new AbortController();
    const tasks: { destroy(): Promise<void> }[] = [];
    setLoad({ status: 'loading', percent: null });
    const fail = (error: unknown) => {
      if (controller.signal.aborted) return;
      setLoad({ status: 'failed', kind: pdfErrorKind(error) });
      state.$documentShown.set(true);
    };
    let attempt = 0;
    const open = async () => {
      // The bytes and pdf.js at once: the file's first and last chunks arrive while the worker
      // starts. The first attempt takes over the document `startPdfViewer` opened (start/started.ts), or the
      // read the version list started (early-bytes.ts).
      const token = instance.http.getToken();
      const first = attempt++ === 0;
      const started = first ? takeStartedDocument(version.url, token) : null;
      if (started) started.onReadFailure(fail);
      const early = first && !started ? takeEarlyBytes(version.url, token, controller.signal) : null;
      const task = started
        ? await started.task
        : await Promise.all([
            loadPdfJs(),
            early ??
              openPdfBytes(withVersionParam(version.url, String(Date.now())), {
                token,
                signal: controller.signal,
              }),
          ]).then(([reader, bytes]) => {
            if (controller.signal.aborted) throw new Error('closed');
            return openPdfTransport(reader, bytes, fail);
          });
      // Closed meanwhile: the effect's cleanup has run and would not destroy it.
      if (controller.signal.aborted) {
        void task.destroy();
        throw new Error('closed');
      }
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
      .catch(fail);
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
        active ? <PdfPage key={box.page} doc={doc} queue={queue} page={box.page} messages={m} /> : null
      }
    />
  );
}
