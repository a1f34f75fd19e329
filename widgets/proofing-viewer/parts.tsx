// The viewer's parts that other folders build: the drawing layer and toolbox (drawing/) and the
// comment panel (comments/). The frame (viewer-view.tsx) and the document view render them through
// these names only, so neither imports a part's internals.
import type { ComponentType } from 'react';
import { SidePanel as CommentPanel } from './comments/side-panel';
import { PageOverlay as DrawingLayer, Toolbox as MarkerToolbox } from './drawing';
import type { PageOverlayProps, ViewerPartProps } from './props';

/** Inside every page box, over the page's canvas (the drawing layer: a Konva stage per page). */
export const PageOverlay: ComponentType<PageOverlayProps> = DrawingLayer;

/** The marker tools and colours (hidden in read-only mode by the part itself). */
export const Toolbox: ComponentType<ViewerPartProps> = MarkerToolbox;

/** The comment panel beside the document. */
export const SidePanel: ComponentType<ViewerPartProps> = CommentPanel;
