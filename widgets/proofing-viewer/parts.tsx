// The viewer's slots for the parts other folders build: the drawing layer (drawing/) and the comment
// panel (comments/). The frame (viewer-view.tsx) and the document view render them; a slot left as
// `EmptyPart` renders nothing. Each part replaces its own line only (kept apart, so merges are clean).
import type { ComponentType } from 'react';
// -- drawing/ imports --
import { PageOverlay as DrawingLayer, Toolbox as MarkerToolbox } from './drawing';
import type { PageOverlayProps, ViewerPartProps } from './props';

// -- comments/ imports --
import { SidePanel as CommentPanel } from './comments/side-panel';

function EmptyPart(): null {
  return null;
}

/** Inside every page box, over the page's canvas (the drawing layer: a Konva stage per page). */
export const PageOverlay: ComponentType<PageOverlayProps> = DrawingLayer;

/** The marker tools and colours (hidden in read-only mode by the part itself). */
export const Toolbox: ComponentType<ViewerPartProps> = MarkerToolbox;

/** The comment panel beside the document. */
export const SidePanel: ComponentType<ViewerPartProps> = CommentPanel;
