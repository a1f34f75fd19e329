import { useStore } from '@nanostores/react';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { useWidgetStyles } from '../../../sdk/react';
import { type PageGeometry, useViewerState } from '../state/viewer-state';
import { drawingLayerStyles } from './styles';

// Konva, its stage and the pointer's drawing: loaded with the first page that has drawing work. A
// chunk that cannot load (offline, blocked) leaves the layer without shapes rather than throwing.
const LiveLayer = lazy(() => import('./live-layer').catch(() => ({ default: () => null })));

export interface PageOverlayProps {
  /** The page this layer covers, at zoom 1. */
  page: PageGeometry;
  /** The rendered scale. */
  zoom: number;
}

/**
 * The drawing layer over one page: its threads' shapes, the unsaved shape, and drawing with the
 * marker tools (proofing §4.6). Absolutely positioned over the page's canvas by the document view.
 * Its work (Konva's stage, the presses) is LiveLayer's, a lazy chunk rendered only while the page
 * has some: a thread with a shape on the version, a marker tool picked, the unsaved shape (issue
 * 22: a PDF without shapes viewed read-only never downloads Konva).
 */
export function PageOverlay({ page, zoom }: PageOverlayProps) {
  useWidgetStyles(drawingLayerStyles);
  const state = useViewerState();
  const containerRef = useRef<HTMLDivElement>(null);
  const tool = useStore(state.$tool);
  const readOnly = useStore(state.$readOnly);
  const topics = useStore(state.$topics);
  const draft = useStore(state.$draft);
  const drawing = !readOnly && tool !== 'pointer';
  // Work: a marker tool picked, the unsaved shape on this page, or a version whose threads have
  // shapes (the working part reads which are on this page).
  const shapes = useMemo(() => topics.some((topic) => !!topic.annotation), [topics]);
  const work = drawing || shapes || draft?.shape.page === page.page;

  return (
    <div
      ref={containerRef}
      className={`pd-drawing-layer${drawing ? ' pd-drawing-layer--drawing' : ''}`}
      data-page={page.page}
    >
      {work && (
        <Suspense fallback={null}>
          <LiveLayer container={containerRef} state={state} page={page} zoom={zoom} drawing={drawing} />
        </Suspense>
      )}
    </div>
  );
}
