// The drawing layer, as the document view renders it over each page (drawing/). The frame
// (viewer-view.tsx) renders the other parts, the toolbox and the comment panel, from chrome.tsx, so
// neither the document nor the frame imports a part's internals.
import type { ComponentType } from 'react';
import { PageOverlay as DrawingLayer } from './drawing/page-overlay';
import type { PageOverlayProps } from './props';

/** Inside every page box, over the page's canvas (the drawing layer: a Konva stage per page). */
export const PageOverlay: ComponentType<PageOverlayProps> = DrawingLayer;
