import { useStore } from '@nanostores/react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { type RefObject, useEffect, useRef } from 'react';
import { fill, type ProofingViewerMessages } from '../../messages';
import { releasePage, type StartedPage } from '../../start/started';
import { useViewerState } from '../../state/viewer-state';
import { withReloads } from '../retry';
import { drawPage } from './draw-page';
import { PDF_TO_CSS_UNITS } from './pdf-units';
import type { RenderQueue } from './render-queue';

interface PdfPageProps {
  doc: PDFDocumentProxy;
  /** The document's queue: one page renders at a time. */
  queue: RenderQueue;
  page: number;
  messages: ProofingViewerMessages;
  /** Page 1 as the start entry drew it (start/started.ts), taken by page 1's first render. */
  drawn?: RefObject<Promise<StartedPage | null> | null>;
}

/**
 * One page's canvas, mounted only while the page is in the canvas window: rendered at the zoom
 * times the screen's pixel ratio (capped like pdf.js's `maxCanvasPixels`), re-rendered on zoom,
 * and released (render cancelled, bitmap emptied, page data freed) when it leaves the window.
 */
export function PdfPage({ doc, queue, page, messages: m, drawn }: PdfPageProps) {
  const state = useViewerState();
  const zoom = useStore(state.$zoom);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const controller = new AbortController();
    let task: RenderTask | null = null;
    let proxy: Awaited<ReturnType<PDFDocumentProxy['getPage']>> | null = null;
    element.removeAttribute('data-painted');
    const started = takeDrawn(drawn, page);
    void (async () => {
      // §4.10: a page that fails to load is asked for again.
      proxy = await withReloads(() => doc.getPage(page), {
        retryable: () => true,
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      const base = proxy.getViewport({ scale: PDF_TO_CSS_UNITS });
      keepPageSize(page, base.width, base.height);
      const pageProxy = proxy;
      // The start entry's page 1, if drawn at this zoom on this screen: its bitmap, not a second
      // render (the same size and pixels: both drew through draw-page.ts).
      const ready = started ? await started : null;
      if (controller.signal.aborted) return;
      if (ready && ready.zoom === zoom && ready.ratio === (globalThis.devicePixelRatio || 1)) {
        element.width = ready.canvas.width;
        element.height = ready.canvas.height;
        element.getContext('2d')?.drawImage(ready.canvas, 0, 0);
      } else
        await queue.run(async () => {
          task = drawPage(pageProxy, zoom, element);
          await task?.promise;
        }, controller.signal);
      releasePage(ready);
      if (controller.signal.aborted) return;
      element.setAttribute('data-painted', 'true');
      state.$documentShown.set(true);
    })().catch(() => {
      // A cancelled render (zoom, scroll) is expected; a page that never loads stays blank.
    });
    return () => {
      controller.abort();
      task?.cancel();
      if (started) void started.then(releasePage);
      // Chromium keeps a canvas's bitmap until its size is zero, even after the element goes.
      element.width = 0;
      element.height = 0;
      proxy?.cleanup();
    };

    // The placeholder size came from page 1: a page of another size corrects its own box.
    function keepPageSize(number: number, width: number, height: number) {
      const pages = state.$pages.get();
      const current = pages[number - 1];
      if (!current || (Math.abs(current.width - width) < 0.5 && Math.abs(current.height - height) < 0.5))
        return;
      const next = pages.slice();
      next[number - 1] = { page: number, width, height };
      state.$pages.set(next);
    }
  }, [doc, queue, page, zoom, state, drawn]);

  return (
    <canvas
      ref={canvas}
      className="pd-viewer-page-picture"
      role="img"
      aria-label={fill(m.pageLabel, { page })}
    />
  );
}

/** The start entry's page 1, taken by page 1's first render only (null for any other). */
function takeDrawn(drawn: PdfPageProps['drawn'], page: number) {
  const started = page === 1 ? drawn?.current : null;
  if (drawn && started) drawn.current = null;
  return started ?? null;
}
