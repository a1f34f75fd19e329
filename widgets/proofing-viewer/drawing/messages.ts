import type { MarkerColor, MarkerTool } from '../state/viewer-state';

// The drawing layer's and toolbox's strings (keys start with 'tool', 'color' or 'drawing'); the
// viewer's catalogue spreads them in, so the `messages` prop overrides them like any other.
export const defaultDrawingMessages = {
  /** The toolbar's accessible name. */
  toolboxLabel: 'Markers',
  /** Each tool's button, named by its tool (issue 11 "Toolbar buttons named by their tool"). */
  toolPointer: 'Pointer',
  toolArrow: 'Arrow',
  toolDot: 'Dot',
  toolRectangle: 'Rectangle',
  toolLine: 'Free line',
  /** The colours' radio group. */
  colorGroupLabel: 'Marker colour',
  colorGreen: 'Green',
  colorRed: 'Red',
  colorBlue: 'Blue',
  colorYellow: 'Yellow',
  colorPink: 'Pink',
  colorPurple: 'Purple',
  /** Closing the viewer with a shape not yet posted (a tab close shows the browser's own wording). */
  drawingUnsavedTitle: 'Unsaved marker',
  drawingUnsavedLeave: 'Your marker and its comment are not posted yet. Leave and lose them?',
};

export type DrawingMessages = typeof defaultDrawingMessages;

export const TOOL_MESSAGE: Record<MarkerTool, keyof DrawingMessages> = {
  pointer: 'toolPointer',
  arrow: 'toolArrow',
  dot: 'toolDot',
  rectangle: 'toolRectangle',
  line: 'toolLine',
};

export const COLOR_MESSAGE: Record<MarkerColor, keyof DrawingMessages> = {
  green: 'colorGreen',
  red: 'colorRed',
  blue: 'colorBlue',
  yellow: 'colorYellow',
  pink: 'colorPink',
  purple: 'colorPurple',
};
