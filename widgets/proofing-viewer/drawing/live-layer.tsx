import { useStore } from '@nanostores/react';
import { type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PageGeometry, ViewerState } from '../state/viewer-state';
import { PageStage } from './page-stage';
import { readShape } from './shape-format';
import { threadShapesStore } from './thread-shapes';
import { useNearView } from './use-near-view';
import { type OverlayNow, usePointerDrawing } from './use-pointer-drawing';

// The working part of a page's drawing layer: Konva's stage, the presses that draw or pick a
// thread's shape. page-overlay.tsx renders it only while there is work (threads with shapes on the
// version, a marker tool picked, the unsaved shape on the page); in the script-tag build it is in
// Konva's chunk (scripts/embed-config.mjs): a file without shapes viewed read-only loads neither.

export interface LiveLayerProps {
  /** The layer's element (the overlay's own div, over the page's canvas). */
  container: RefObject<HTMLDivElement | null>;
  state: ViewerState;
  page: PageGeometry;
  zoom: number;
  /** A marker tool is picked and the viewer is not read-only. */
  drawing: boolean;
}

export default function LiveLayer({ container, state, page, zoom, drawing }: LiveLayerProps) {
  const pages = useStore(state.$pages);
  const threads = useStore(threadShapesStore(state)).get(page.page);
  const selected = useStore(state.$selectedTopicId);
  const draft = useStore(state.$draft);
  // The unsaved shape, on its own page, until it is posted or cancelled (it outlives a failed save
  // and a tab switch: it lives in the viewer state, not here).
  const draftShape = useMemo(() => {
    if (!draft || draft.shape.page !== page.page) return null;
    return readShape(draft.shape, pages.length > 0 ? pages : [page]);
  }, [draft, page, pages]);
  // A stage only on a page near the view (one screen above and below): its canvases are
  // page-sized, and a 500-page PDF with a few threads must hold a few, not 500. Created in a layout
  // effect and destroyed in its cleanup, so StrictMode's second mount gets a fresh stage, never two
  // on one container (DESIGN.md §8).
  const near = useNearView(container);
  const live = near && (drawing || (threads?.length ?? 0) > 0 || draftShape !== null);
  const [stage, setStage] = useState<PageStage | null>(null);
  // What the pointer listeners and the stage's creation read at the moment they run.
  const now = useRef<OverlayNow>({ page, zoom, stage, draftShape });
  now.current = { page, zoom, stage, draftShape };
  usePointerDrawing(container, state, now);
  useLayoutEffect(() => {
    if (!live || !container.current) return;
    const created = new PageStage(container.current, now.current.page, now.current.zoom);
    setStage(created);
    return () => {
      created.destroy();
      setStage(null);
    };
  }, [live, container]);

  useLayoutEffect(() => stage?.zoomTo(page, zoom), [stage, page, zoom]);
  useLayoutEffect(() => stage?.showThreads(threads ?? []), [stage, threads]);
  useLayoutEffect(() => stage?.select(selected), [stage, selected]);
  useLayoutEffect(() => stage?.showDrawing(draftShape), [stage, draftShape]);
  return null;
}
// The viewer's first path, for the host's bundler (first-path.ts).
export { viewerFirstPath } from '../first-path';
