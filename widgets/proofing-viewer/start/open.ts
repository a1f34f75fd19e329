// The start entry's second part (start/index.ts imports it once the worker is asked for): the
// version list and the order with the stored session's token, pdf.js's module, and once the list
// names the file, that file's first bytes and pdf.js's document; given `showFirstPageIn`, page 1
// shown there (first-page.ts). The viewer mounted next takes all of it over (start/started.ts).
// These modules are shared with the viewer's own code: a host's bundler puts them in chunks of
// their own, one round trip after the page's first chunk, which the worker does not wait for.

import type { PDFDocumentLoadingTask } from 'pdfjs-dist';
import type { AttachmentVersion } from '../../../sdk/contract';
import { DEFAULT_STORAGE_PREFIX } from '../../../sdk/core/session/storage';
import { withVersionParam } from '../document/download';
import { openingForAnyRole, orderPath, versionsPath } from '../document/opening-version';
import { openPdfBytes } from '../document/pdf/pdf-bytes';
import { openPdfTransport } from '../document/pdf/pdf-transport';
import { loadPdfJs } from '../document/pdf/pdfjs';
import { showFirstPage } from './first-page';
import type { StartPdfViewerOptions } from './index';
import { hasStartedDocument, keepStartedDocument, startRead } from './started';

/** What `startPdfViewer` starts after the worker; resolves as its `firstPageShown`. */
export function startReads(options: StartPdfViewerOptions): Promise<boolean> {
  // pdf.js's module, and the worker the first part started (pdfjs.ts takes it).
  void loadPdfJs().catch(() => {});
  const { instance, orderId, attachmentId, versionId } = options;
  const token = instance
    ? instance.http.getToken()
    : options.token !== undefined
      ? options.token
      : storedToken(options.storagePrefix ?? DEFAULT_STORAGE_PREFIX);
  const base = (instance?.http.baseUrl ?? options.baseUrl ?? '').replace(/\/+$/, '');
  if (!token || !orderId || !attachmentId) return Promise.resolve(false);
  const list = startRead(`${base}${versionsPath(orderId, attachmentId)}`, token);
  void startRead(`${base}${orderPath(orderId)}`, token);
  return list
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
