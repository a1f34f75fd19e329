// Canvas pixels capped as pdf.js's own viewer caps them (`maxCanvasPixels`, `maxCanvasDim` in
// pdfjs-dist/web/pdf_viewer.mjs, OutputScale.limitCanvas): a page at a high zoom on a dense screen
// would otherwise ask for a canvas the browser refuses (blank page) or that exhausts memory.

/** pdf.js's default `maxCanvasPixels` (2^25, about 33.5 million pixels). */
export const MAX_CANVAS_PIXELS = 2 ** 25;
/** pdf.js's default `maxCanvasDim`: the largest side a canvas may have. */
export const MAX_CANVAS_DIM = 32_767;

/**
 * The device-pixel scale to render a `width × height` CSS-pixel page at: the screen's pixel ratio,
 * lowered (the page is then drawn slightly blurred, as pdf.js does) when the canvas would exceed
 * the pixel or side cap.
 */
export function canvasOutputScale(
  width: number,
  height: number,
  pixelRatio: number,
  maxPixels: number = MAX_CANVAS_PIXELS,
  maxDim: number = MAX_CANVAS_DIM,
): number {
  const byArea = Math.sqrt(maxPixels / (width * height));
  const bySide = Math.min(maxDim / width, maxDim / height);
  return Math.min(pixelRatio, byArea, bySide);
}
