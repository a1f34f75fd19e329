// `proofdesk/proofing-viewer/start`: a tiny entry a host imports from its first chunk, to open a PDF
// in the proofing viewer while the viewer's own code (React, the viewer, the SDK's core) is still
// downloading (issue 22; docs/embedding.md "Opening a PDF fast"). It starts pdf.js's module and its
// worker, reads the attachment's version list and the order with the stored session's token, and
// once the list names the file, that file's first bytes and pdf.js's document. The viewer mounted
// next for the same order and attachment takes all of it over (start/started.ts) instead of
// starting again; a viewer of another attachment or version starts its own.

import type { AttachmentVersion } from '../../../sdk/contract';
import type { ProofdeskInstance } from '../../../sdk/core/instance';
import { DEFAULT_STORAGE_PREFIX } from '../../../sdk/core/session';
import { withVersionParam } from '../document/download';
import { openPdfBytes } from '../document/pdf/pdf-bytes';
import { openPdfTransport } from '../document/pdf/pdf-transport';
import { loadPdfJs } from '../document/pdf/pdfjs';
import { openingForAnyRole, orderPath, versionsPath } from '../document/viewer-data';
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
}

/**
 * Starts what the proofing viewer needs before page 1 of a PDF, before the viewer has loaded: pdf.js
 * and its worker, the version list and the order, then the file's first bytes and its document.
 * Call it as early as the page knows the order and the attachment (the route's first chunk), then
 * mount the viewer with the same ids as usual. Never throws; anything that fails is done again by
 * the viewer, which reports it.
 */
export function startPdfViewer(options: StartPdfViewerOptions): void {
  void loadPdfJs().catch(() => {});
  const { instance, orderId, attachmentId, versionId } = options;
  const token = instance
    ? instance.http.getToken()
    : options.token !== undefined
      ? options.token
      : storedToken(options.storagePrefix ?? DEFAULT_STORAGE_PREFIX);
  const base = (instance?.http.baseUrl ?? options.baseUrl ?? '').replace(/\/+$/, '');
  if (!token || !orderId || !attachmentId) return;
  const list = startRead(`${base}${versionsPath(orderId, attachmentId)}`, token);
  void startRead(`${base}${orderPath(orderId)}`, token);
  void list
    .then((response) => (response?.ok ? response.clone().json() : null))
    .then((body: { data?: { versions?: AttachmentVersion[] } } | null) => {
      const version = openingForAnyRole(body?.data?.versions ?? [], versionId);
      if (version?.fileType === 'pdf') startDocument(version.url, token);
    })
    .catch(() => {});
}

/** Opens the version's file as the document view does (pdf-document.tsx), for it to take over. */
function startDocument(url: string, token: string) {
  if (hasStartedDocument(url, token)) return;
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
}

function storedToken(prefix: string): string | null {
  try {
    return globalThis.localStorage?.getItem(`${prefix}token`) ?? null;
  } catch {
    return null;
  }
}
