import { useStore } from '@nanostores/react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef } from 'react';
import { fill, type ProofingViewerMessages } from '../../messages';
import { useViewerState } from '../../state/viewer-state';
import { withReloads } from '../retry';
import { canvasOutputScale } from './canvas-scale';
import { PDF_TO_CSS_UNITS } from './pdf-units';
import type { RenderQueue } from './render-queue';

interface PdfPageProps {
  doc: PDFDocumentProxy;
  /** The document's queue: one page renders at a time. */
  queue: RenderQueue;
  page: number;
  messages: ProofingViewerMessages;
}

/**
 * One page's canvas, mounted only while the page is in the canvas window: rendered at the zoom
 * times the screen's pixel ratio (capped like pdf.js's `maxCanvasPixels`), re-rendered on zoom,
 * and released (render cancelled, bitmap emptied, page data freed) when it leaves the window.
 */
export function PdfPage({ doc, queue, page, messages: m }: PdfPageProps) {
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
    void (async () => {
      // §4.10: a page that fails to load is asked for again.
      proxy = await withReloads(() => doc.getPage(page), {
        retryable: () => true,
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      const base = proxy.getViewport({ scale: PDF_TO_CSS_UNITS });
      keepPageSize(page, base.width, base.height);
      const viewport = proxy.getViewport({ scale: zoom * PDF_TO_CSS_UNITS });
      const pageProxy = proxy;
      await queue.run(async () => {
        const scale = canvasOutputScale(viewport.width, viewport.height, globalThis.devicePixelRatio || 1);
        element.width = Math.floor(viewport.width * scale);
        element.height = Math.floor(viewport.height * scale);
        const context = element.getContext('2d');
        if (!context) return;
        task = pageProxy.render({
          canvas: element,
          canvasContext: context,
          viewport,
          ...(scale !== 1 && { transform: [scale, 0, 0, scale, 0, 0] }),
        });
        await task.promise;
      }, controller.signal);
      if (controller.signal.aborted) return;
      element.setAttribute('data-painted', 'true');
      state.$documentShown.set(true);
    })().catch(() => {
      // A cancelled render (zoom, scroll) is expected; a page that never loads stays blank.
    });
    return () => {
      controller.abort();
      task?.cancel();
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
  }, [doc, queue, page, zoom, state]);

  return (
    <canvas
      ref={canvas}
      className="pd-viewer-page-picture"
      role="img"
      aria-label={fill(m.pageLabel, { page })}
    />
  );
}
