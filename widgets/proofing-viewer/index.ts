// The proofing viewer (proofing §2.1, §2.7): an attachment's image or PDF with the drawing tools and
// the threaded comments beside it. One ViewerState per mounted viewer (state/viewer-state.ts) is what
// its parts share: the document view (document/), the drawing layer (drawing/) and the comment
// panel (comments/).

export { loadPdfJs, type PdfReader } from './document/pdf/pdfjs';
export { closeViewerIntent, leaveViewerIntent } from './intents';
export { defaultProofingViewerMessages, type ProofingViewerMessages } from './messages';
export type { PageOverlayProps, ProofingViewerProps, ViewerPartProps } from './props';
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
export { thumbnailKind, versionThumbnail } from './versions/thumbnail-source';
export { ProofingViewerView } from './viewer-view';

export { mountProofingViewer, ProofingViewer } from './widget';
