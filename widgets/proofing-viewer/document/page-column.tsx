import { useStore } from '@nanostores/react';
import { type ReactNode, type RefObject, useMemo, useRef } from 'react';
import type { ProofingViewerMessages } from '../messages';
import { PageOverlay } from '../parts';
import { useViewerState } from '../state/viewer-state';
import { boxWindow, layoutPages, type PageBox } from './page-layout';
import { usePan } from './use-pan';
import { useScrollWindow, type ZoomAnchor } from './use-scroll-window';
import { useZoomControls } from './use-zoom-controls';
import { ZoomBar } from './zoom-bar';

interface PageColumnProps {
  messages: ProofingViewerMessages;
  /** The viewer's element: zoom and space keys are heard while focus is anywhere inside it. */
  root: RefObject<HTMLElement | null>;
  /**
   * One page's picture: `active` while the page is in view or next (the canvas window); an
   * inactive page must hold no canvas.
   */
  renderPage(box: PageBox, active: boolean): ReactNode;
}

/**
 * The pages of the shown file, 30 px apart in a scrolled column, each a box holding its picture and,
 * while it is in the canvas window, the drawing layer (`PageOverlay`) over it; the zoom bar below.
 * The column has the whole file's height; only the boxes near the view are rendered (boxWindow).
 */
export function PageColumn({ messages: m, root, renderPage }: PageColumnProps) {
  const state = useViewerState();
  const pages = useStore(state.$pages);
  const zoom = useStore(state.$zoom);
  const scroller = useRef<HTMLElement>(null);
  const anchor = useRef<ZoomAnchor | null>(null);
  const layout = useMemo(() => layoutPages(pages, zoom), [pages, zoom]);
  const active = useScrollWindow(scroller, state, layout, anchor);
  const zoomControls = useZoomControls(root, scroller, state, anchor);
  const { spaceHeld, panning } = usePan(root, scroller, state);
  const activeSet = new Set(active);
  // Boxes are placed by the layout (absolutely, at their `top`), and only those near the view exist.
  const shown = boxWindow(active, layout.boxes.length);
  const boxes = layout.boxes.slice(shown.first - 1, shown.last);

  return (
    <>
      <section
        ref={scroller}
        className={`pd-viewer-scroll${spaceHeld ? ' pd-viewer-scroll--grab' : ''}${panning ? ' pd-viewer-scroll--panning' : ''}`}
        // Focusable: arrow keys scroll it, and Ctrl/Cmd +/−/0 reach the viewer from it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        aria-label={m.documentLabel}
      >
        <div className="pd-viewer-column" style={{ width: layout.width, height: layout.height }}>
          {boxes.map((box) => {
            const isActive = activeSet.has(box.page);
            const geometry = pages[box.page - 1]!;
            return (
              <div
                key={box.page}
                className="pd-viewer-page-box"
                data-page={box.page}
                style={{ top: box.top, width: box.width, height: box.height }}
              >
                {renderPage(box, isActive)}
                {isActive && <PageOverlay page={geometry} zoom={zoom} messages={m} />}
              </div>
            );
          })}
        </div>
      </section>
      <ZoomBar messages={m} zoom={zoom} controls={zoomControls} />
    </>
  );
}
