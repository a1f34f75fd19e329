// The proofing viewer's drawing layer (issue 11 "Drawing"): the Konva overlay of each page, the
// marker toolbox, and the shape formats they read and write.
export { hasUnsavedDrawing, useLeaveGuard } from './leave-guard';
export { type LeavePrompt, useLeavePrompt } from './leave-prompt';
export { type DrawingMessages, defaultDrawingMessages } from './messages';
export { PageOverlay, type PageOverlayProps } from './page-overlay';
export { MARKER_DEFAULTS, PAGE_GAP, type PageShape, readShape, toShapeRecord } from './shape-format';
export { PIN_COLOR, Toolbox, type ToolboxProps } from './toolbox';
