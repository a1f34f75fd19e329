// The proofing viewer (proofing §2.1, §2.7): an attachment's image or PDF with the drawing tools and
// the threaded comments beside it. One ViewerState per mounted viewer (state/viewer-state.ts) is what
// its parts share: the document view (document/), the drawing layer (drawing/) and the comment
// panel (comments/).

// The PDF reader the viewer loads on demand (the portal's thumbnails use it too).
export { loadPdfJs, type PdfReader } from './document/pdf/pdfjs';
// The view, its props, its words and the intents it announces.
export { closeViewerIntent, leaveViewerIntent } from './intents';
export { defaultProofingViewerMessages, type ProofingViewerMessages } from './messages';
export type { PageOverlayProps, ProofingViewerProps, ViewerPartProps } from './props';
// The state its parts share, for hosts composing their own parts around the document.
export {
  createViewerState,
  DEFAULT_ZOOM,
  type DraftShape,
  MARKER_COLORS,
  MARKER_TOOLS,
  type MarkerColor,
  type MarkerTool,
  type PageGeometry,
  type ShapeRecord,
  useViewerState,
  type ViewerState,
  ViewerStateContext,
  type ViewerTab,
} from './state/viewer-state';
// A version's thumbnail, as the versions strip shows it.
export { thumbnailKind, versionThumbnail } from './versions/thumbnail-source';
export { ProofingViewerView } from './viewer-view';

// The widget: `<ProofingViewer />` and `mountProofingViewer(element, props)`.
export { mountProofingViewer, ProofingViewer } from './widget';
