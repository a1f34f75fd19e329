// `proofdesk/proofing-viewer/start`: a tiny entry a host imports from its first chunk, to open a PDF
// in the proofing viewer while the viewer's own code (React, the viewer, the SDK's core) is still
// downloading (issue 22; docs/embedding.md "Opening a PDF fast"). It starts pdf.js's worker at once
// (document/pdf/early-worker.ts: no module shared with the viewer, so a host's bundler can keep it
// in the page's first chunk), then, from its second part (open.ts, whose modules the viewer shares),
// pdf.js's module, the attachment's version list and the order with the stored session's token,
// and once the list names the file, that file's first bytes and pdf.js's document; given
// `showFirstPageIn`, it also shows page 1 there before the viewer's code has run (first-page.ts).
// The viewer mounted next for the same order and attachment takes all of it over (start/started.ts,
// and the worker through early-worker.ts's global) instead of starting again; a viewer of another
// attachment or version starts its own.

import type { ProofdeskInstance } from '../../../sdk/core/instance';
import { startEarlyPdfWorker } from '../document/pdf/early-worker';

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
  // The worker first, before this entry's other modules are in: it is the longest step to page 1.
  startEarlyPdfWorker();
  return {
    firstPageShown: import('./open').then(({ startReads }) => startReads(options)).catch(() => false),
  };
}
