import type { WidgetViewProps } from '../../sdk/react';
import type { GuestMessages } from './guest/guest-messages';
import type { InviteMessages } from './guest-invite/invite-messages';
import type { ProofingViewerMessages } from './messages';
import type { PageGeometry, ViewerState } from './state/viewer-state';

/** What `<ProofingViewer>`, `mountProofingViewer` and `<proofdesk-viewer>` take. */
export interface ProofingViewerProps
  extends WidgetViewProps<ProofingViewerMessages & GuestMessages & InviteMessages> {
  /** The order the attachment belongs to. */
  orderId: string;
  /** The attachment shown. */
  attachmentId: string;
  /** The version shown (proofing §2.1 `versionId`); default: the newest of the starting tab's list. */
  versionId?: string | undefined;
  /** A comment to bring into view once the file is ready (proofing §4.7 deep link). */
  commentId?: string | undefined;
  /** Start on the public (true) or internal (false) tab (proofing §2.1 `public`); default per §4.5. */
  public?: boolean | undefined;
  /**
   * Advanced: a state made with `createViewerState(orderId, attachmentId)`, to read or drive the
   * viewer from outside (tests, a host's own panel). Default: the viewer makes its own.
   */
  viewerState?: ViewerState | undefined;
  /**
   * A guest reviewer's link token (proofing §2.4): the viewer signs the guest in itself (POST
   * /g/reviewAuth), apart from any signed-in session, and shows the order the link names; `orderId`
   * and `attachmentId` are then ignored. An empty token shows the broken-link page.
   */
  guestToken?: string | undefined;
  /**
   * A hint, when the host already knows it (its deep link, its own attachment list): the type of the
   * file about to open. `'pdf'` starts pdf.js (its module and its worker) at the mount, beside the
   * viewer's first read, instead of once the version list has named a PDF; `'image'` starts the image
   * view's chunk. A wrong hint costs a download, never the view: the version list decides what opens.
   */
  fileType?: 'pdf' | 'image' | undefined;
  /**
   * A hint: the URL of the file about to open (the version's `url`, as the version list gives it).
   * With `fileType: 'pdf'` the viewer reads its first chunk and its tail at the mount; the document
   * view takes that read over when it opens the same URL, and drops it after 5 s otherwise.
   */
  fileUrl?: string | undefined;
}

/** What the viewer hands the parts it does not draw itself (the comment panel, the toolbox). */
export interface ViewerPartProps {
  /** The viewer's strings, the host's overrides applied (one catalogue: messages.ts). */
  messages: ProofingViewerMessages;
  /** The deep link's comment (proofing §4.7), if any. */
  commentId?: string | undefined;
  /** The deep link's version, if any. */
  versionId?: string | undefined;
  /** The frame's layout (use-narrow.ts): narrow, the toolbox is a bar above the document. */
  layout?: ViewerLayout | undefined;
}

/** The viewer's layout by its own width: 'narrow' at NARROW_VIEWER_PX or less (use-narrow.ts). */
export type ViewerLayout = 'narrow' | 'wide';

/** What the drawing layer gets, once per page box, absolutely positioned over the page's canvas. */
export interface PageOverlayProps {
  /** The page at zoom 1, in CSS pixels; the box is `width × zoom` by `height × zoom`. */
  page: PageGeometry;
  /** The rendered scale ($zoom). */
  zoom: number;
  messages: ProofingViewerMessages;
}
