// `proofdesk/proofing-viewer/start`: a tiny entry a host imports from its first chunk, to open a PDF
// in the proofing viewer while the viewer's own code (React, the viewer, the SDK's core) is still
// downloading (issue 22; docs/embedding.md "Opening a PDF fast"). It starts pdf.js's module and its
// worker, reads the attachment's version list and the order with the stored session's token, and
// once the list names the file, that file's first bytes and pdf.js's document; given
// `showFirstPageIn`, it also shows page 1 there before the viewer's code has run (first-page.ts).
// The viewer mounted
// next for the same order and attachment takes all of it over (start/started.ts) instead of
// starting again; a viewer of another attachment or version starts its own.

import type { PDFDocumentLoadingTask } from 'pdfjs-dist';
import type { AttachmentVersion } from '../../../sdk/contract';
import type { ProofdeskInstance } from '../../../sdk/core/instance';
import { DEFAULT_STORAGE_PREFIX } from '../../../sdk/core/session/storage';
import { withVersionParam } from '../document/download';
import { openingForAnyRole, orderPath, versionsPath } from '../document/opening-version';
import { openPdfBytes } from '../document/pdf/pdf-bytes';
import { openPdfTransport } from '../document/pdf/pdf-transport';
import { loadPdfJs } from '../document/pdf/pdfjs';
import { showFirstPage } from './first-page';
import { hasStartedDocument, keepStartedDocument, startRead } from './started';

export interface StartPdfViewerOptions {
  /** The API the viewer's instance talks to: `createProofdesk`'s `baseUrl`. */
  baseUrl?: string;
  /** Or the instance itself, when the page has one already (its API and its session's token). */
  instance?: ProofdeskInstance;
  orderId: string;
  attachmentId: string;
  /** The version the viewer will open (`versionId`); without it, the one it opens for any role. */
  versionId?: string;
  /**
   * The session's token; by default the one the SDK stored for a signed-in user (localStorage,
   * under `storagePrefix`). Without a token only pdf.js starts.
   */
  token?: string | null;
  /** `createProofdesk`'s `storagePrefix`, if the page sets one. */
  storagePrefix?: string;
  /**
   * A hint: the type of the file about to open, when the page knows it (the link it came from).
   * `'image'` leaves pdf.js and its worker unloaded (about 1.4 MB a picture never needs); the version
   * list and the order are still read for the viewer. Without it pdf.js starts at once, before the
   * list has said what the file is. A wrong hint costs only the head start: the list decides.
   */
  fileType?: 'pdf' | 'image';
  /**
   * The element the viewer will be mounted in (`mountProofingViewer`'s element, or the
   * `<proofdesk-proofing-viewer>` element): page 1 is drawn there at the viewer's opening zoom, where
   * the viewer's page 1 will be, as soon as the document is open, and goes when the viewer's own
   * page 1 is painted. The element needs its size before the viewer mounts (the host's layout).
   */
  showFirstPageIn?: HTMLElement;
}

/** What `startPdfViewer` started, for the host to follow. */
export interface StartedPdfViewer {
  /**
   * Resolves true on the frame that shows page 1 in `showFirstPageIn`; false when it is not shown
   * there (no element, no session, not a PDF, a failure, or the viewer painted its own first).
   */
  firstPageShown: Promise<boolean>;
}

/**
 * Starts what the proofing viewer needs before page 1 of a PDF, before the viewer has loaded: pdf.js
 * and its worker, the version list and the order, then the file's first bytes and its document.
 * Call it as early as the page knows the order and the attachment (the route's first chunk), then
 * mount the viewer with the same ids as usual. Never throws; anything that fails is done again by
 * the viewer, which reports it.
 */
export function startPdfViewer(options: StartPdfViewerOptions): StartedPdfViewer {
  if (options.fileType !== 'image') void loadPdfJs().catch(() => {});
  const { instance, orderId, attachmentId, versionId } = options;
  const token = instance
    ? instance.http.getToken()
    : options.token !== undefined
      ? options.token
      : storedToken(options.storagePrefix ?? DEFAULT_STORAGE_PREFIX);
  const base = (instance?.http.baseUrl ?? options.baseUrl ?? '').replace(/\/+$/, '');
  if (!token || !orderId || !attachmentId) return { firstPageShown: Promise.resolve(false) };
  const list = startRead(`${base}${versionsPath(orderId, attachmentId)}`, token);
  void startRead(`${base}${orderPath(orderId)}`, token);
  const firstPageShown = list
    .then((response) => (response?.ok ? response.clone().json() : null))
    .then((body: { data?: { versions?: AttachmentVersion[] } } | null) => {
      const version = openingForAnyRole(body?.data?.versions ?? [], versionId);
      const task = version?.fileType === 'pdf' ? startDocument(version.url, token) : null;
      const element = options.showFirstPageIn;
      return task && element
        ? task
            .then((loading) => loading.promise)
            .then(async (doc) => showFirstPage(await doc.getPage(1), doc.numPages, element))
        : false;
    })
    .catch(() => false);
  return { firstPageShown };
}

/** Opens the version's file as the document view does (pdf-document.tsx), for it to take over. */
function startDocument(url: string, token: string): Promise<PDFDocumentLoadingTask> | null {
  if (hasStartedDocument(url, token)) return null;
  let report: (error: unknown) => void = () => {};
  const bytes = openPdfBytes(withVersionParam(url, String(Date.now())), {
    token,
    signal: new AbortController().signal,
  });
  const task = Promise.all([loadPdfJs(), bytes]).then(([reader, read]) =>
    openPdfTransport(reader, read, (error) => report(error)),
  );
  // Page 1's dictionary too (pdf.js keeps the page for the viewer's own getPage(1)).
  void task
    .then((loading) => loading.promise)
    .then((doc) => doc.getPage(1))
    .catch(() => {});
  keepStartedDocument(url, token, {
    task,
    onReadFailure: (next) => {
      report = next;
    },
  });
  return task;
}

function storedToken(prefix: string): string | null {
  try {
    return globalThis.localStorage?.getItem(`${prefix}token`) ?? null;
  } catch {
    return null;
  }
}
