import { useStore } from '@nanostores/react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useWidgetStyles } from '../../../sdk/react';
import { type PageGeometry, useViewerState } from '../state/viewer-state';
import { PageStage } from './page-stage';
import { readShape } from './shape-format';
import { drawingStyles } from './styles';
import { threadShapesStore } from './thread-shapes';
import { useNearView } from './use-near-view';
import { type OverlayNow, usePointerDrawing } from './use-pointer-drawing';

export interface PageOverlayProps {
  /** The page this layer covers, at zoom 1. */
  page: PageGeometry;
  /** The rendered scale. */
  zoom: number;
}

/**
 * The drawing layer over one page: its threads' shapes, the unsaved shape, and drawing with the
 * marker tools (proofing §4.6). Absolutely positioned over the page's canvas by the document view.
 */
export function PageOverlay({ page, zoom }: PageOverlayProps) {
  useWidgetStyles(drawingStyles);
  const state = useViewerState();
  const containerRef = useRef<HTMLDivElement>(null);
  const tool = useStore(state.$tool);
  const readOnly = useStore(state.$readOnly);
  const pages = useStore(state.$pages);
  const threads = useStore(threadShapesStore(state)).get(page.page);
  const selected = useStore(state.$selectedTopicId);
  const draft = useStore(state.$draft);
  const drawing = !readOnly && tool !== 'pointer';

  // The unsaved shape, on its own page, until it is posted or cancelled (it outlives a failed save
  // and a tab switch: it lives in the viewer state, not here).
  const draftShape = useMemo(() => {
    if (!draft || draft.shape.page !== page.page) return null;
    return readShape(draft.shape, pages.length > 0 ? pages : [page]);
  }, [draft, page, pages]);

  // A stage only where it has work, on a page near the view (one screen above and below): its
  // canvases are page-sized, and a 500-page PDF with a few threads must hold a few, not 500. Work
  // is a shape to show, or a marker tool to draw with. Created in a layout effect and destroyed in
  // its cleanup, so StrictMode's second mount gets a fresh stage, never two on one container
  // (DESIGN.md §8).
  const near = useNearView(containerRef);
  const live = near && (drawing || (threads?.length ?? 0) > 0 || draftShape !== null);
  const [stage, setStage] = useState<PageStage | null>(null);
  // What the pointer listeners and the stage's creation read at the moment they run.
  const now = useRef<OverlayNow>({ page, zoom, stage, draftShape });
  now.current = { page, zoom, stage, draftShape };
  usePointerDrawing(containerRef, state, now);
  useLayoutEffect(() => {
    if (!live) return;
    const created = new PageStage(containerRef.current!, now.current.page, now.current.zoom);
    setStage(created);
    return () => {
      created.destroy();
      setStage(null);
    };
  }, [live]);

  useLayoutEffect(() => stage?.zoomTo(page, zoom), [stage, page, zoom]);
  useLayoutEffect(() => stage?.showThreads(threads ?? []), [stage, threads]);
  useLayoutEffect(() => stage?.select(selected), [stage, selected]);
  useLayoutEffect(() => stage?.showDrawing(draftShape), [stage, draftShape]);

  return (
    <div
      ref={containerRef}
      className={`pd-drawing-layer${drawing ? ' pd-drawing-layer--drawing' : ''}`}
      data-page={page.page}
    />
  );
}
