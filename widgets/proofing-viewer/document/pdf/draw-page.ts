// One page drawn by pdf.js into a canvas at a zoom, sized for this screen: the viewer's pages
// (pdf-page.tsx) and the start entry's page 1 (start/index.ts) both draw through it, so a page 1
// the start entry drew before the viewer loaded is the viewer's own render, pixel for pixel.
import type { PDFPageProxy, RenderTask } from 'pdfjs-dist';
import { canvasOutputScale } from './canvas-scale';
import { PDF_TO_CSS_UNITS } from './pdf-units';

/**
 * Sizes `canvas` for `page` at `zoom` times the screen's pixel ratio (capped, canvas-scale.ts) and
 * starts pdf.js's render into it; null without a 2D context.
 */
export function drawPage(page: PDFPageProxy, zoom: number, canvas: HTMLCanvasElement): RenderTask | null {
  const viewport = page.getViewport({ scale: zoom * PDF_TO_CSS_UNITS });
  const scale = canvasOutputScale(viewport.width, viewport.height, globalThis.devicePixelRatio || 1);
  canvas.width = Math.floor(viewport.width * scale);
  canvas.height = Math.floor(viewport.height * scale);
  const canvasContext = canvas.getContext('2d');
  return (
    canvasContext &&
    page.render({
      canvas,
      canvasContext,
      viewport,
      ...(scale !== 1 && { transform: [scale, 0, 0, scale, 0, 0] }),
    })
  );
}
