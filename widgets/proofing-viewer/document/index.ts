// The document view (proofing §2.7 states, images and PDFs, zoom and pan) and its pure rules.
export { defaultProofingViewerMessages } from '../messages';
export { DocumentView } from './document-view';
export { DownloadError, downloadBlob, withVersionParam } from './download';
export {
  canvasWindow,
  layoutPages,
  maxCanvases,
  mostVisiblePage,
  PAGE_GAP_PX,
  type PageBox,
  type PageColumnLayout,
  visibleRange,
} from './page-layout';
export { canvasOutputScale, MAX_CANVAS_DIM, MAX_CANVAS_PIXELS } from './pdf/canvas-scale';
export { isRetryable, type PdfErrorKind, pdfErrorKind, pdfErrorText } from './pdf/pdf-errors';
export { PDF_TO_CSS_UNITS } from './pdf/pdf-units';
export { RELOAD_ATTEMPTS, RELOAD_INTERVAL_MS, withReloads } from './retry';
export { useViewerData } from './use-viewer-data';
export { WHEEL_STEP_PX, zoomKeyAction } from './use-zoom-controls';
export {
  loadViewerData,
  newestOf,
  openingVersion,
  type ViewerLoad,
  versionAfterSwitch,
  versionsOf,
} from './viewer-data';
export {
  DEFAULT_ZOOM,
  type FitMode,
  fitToggle,
  fitZoom,
  orientationOf,
  sameScale,
  stepZoom,
  ZOOM_STEPS,
  zoomSteps,
} from './zoom';
