import { type RefObject, useEffect } from 'react';

/** Each doubling pass of the difference: 4 passes multiply it by 16, so a change of 16 levels saturates. */
export const DIFFERENCE_BOOST_PASSES = 4;

const PICTURE = '.pd-viewer-page-picture';

/** A page's picture once it can be drawn: a PDF canvas painted, an image decoded. */
function readyPicture(box: Element | null): HTMLCanvasElement | HTMLImageElement | null {
  const picture = box?.querySelector(PICTURE);
  if (picture instanceof HTMLCanvasElement) return picture.dataset.painted ? picture : null;
  if (picture instanceof HTMLImageElement)
    return picture.complete && picture.naturalWidth > 0 ? picture : null;
  return null;
}

/**
 * Paints the difference of two pages into `canvas`, the size of `box` (the top side's page box at
 * the zoom, in device pixels): the lower side's picture, then the upper's with the 'difference'
 * composite (identical pixels give black, a transparent area stays transparent), then the result
 * added to itself a few times ('lighter') so a faint change becomes bright. All of it is canvas
 * compositing, done by the browser's graphics pipeline: no pixel is read back on the main thread.
 */
export function paintDifference(
  canvas: HTMLCanvasElement,
  box: { width: number; height: number },
  lower: { picture: CanvasImageSource; width: number; height: number },
  upper: { picture: CanvasImageSource; width: number; height: number },
  ratio: number,
) {
  canvas.width = Math.round(box.width * ratio);
  canvas.height = Math.round(box.height * ratio);
  const context = canvas.getContext('2d');
  if (!context) return;
  context.globalCompositeOperation = 'source-over';
  context.drawImage(lower.picture, 0, 0, lower.width * ratio, lower.height * ratio);
  context.globalCompositeOperation = 'difference';
  context.drawImage(upper.picture, 0, 0, upper.width * ratio, upper.height * ratio);
  context.globalCompositeOperation = 'lighter';
  for (let pass = 0; pass < DIFFERENCE_BOOST_PASSES; pass += 1) context.drawImage(canvas, 0, 0);
  context.globalCompositeOperation = 'source-over';
}

/**
 * The difference view: over each page box of the upper side (`upper`) that has its picture, a
 * canvas (`.pd-compare-difference`) with the difference against the same page of the lower side.
 * Repainted when either side's pictures change (a page rendered, a zoom, a scroll bringing new
 * pages into the canvas window), once per frame at most; removed when the view leaves the mode.
 */
export function useDifference(
  enabled: boolean,
  lower: RefObject<HTMLElement | null>,
  upper: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const lowerSide = lower.current;
    const upperSide = upper.current;
    if (!enabled || !lowerSide || !upperSide) return;
    let frame = 0;
    const paint = () => {
      frame = 0;
      const ratio = globalThis.devicePixelRatio || 1;
      for (const box of upperSide.querySelectorAll<HTMLElement>('.pd-viewer-page-box')) {
        const page = box.dataset.page;
        const mine = readyPicture(box);
        const otherBox = lowerSide.querySelector<HTMLElement>(`.pd-viewer-page-box[data-page="${page}"]`);
        const theirs = readyPicture(otherBox);
        let canvas = box.querySelector<HTMLCanvasElement>(':scope > .pd-compare-difference');
        if (!mine || !theirs || !otherBox) {
          canvas?.remove();
          continue;
        }
        if (!canvas) {
          canvas = document.createElement('canvas');
          canvas.className = 'pd-compare-difference';
          canvas.setAttribute('aria-hidden', 'true');
          // Right over the picture, under the drawing layer's shapes.
          mine.after(canvas);
        }
        const size = { width: box.offsetWidth, height: box.offsetHeight };
        paintDifference(
          canvas,
          size,
          { picture: theirs, width: otherBox.offsetWidth, height: otherBox.offsetHeight },
          { picture: mine, ...size },
          ratio,
        );
      }
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(paint);
    };
    const observer = new MutationObserver((records) => {
      // Our own canvases coming and going are not a change of the pictures.
      const ours = records.every(
        (record) =>
          record.type === 'childList' &&
          [...record.addedNodes, ...record.removedNodes].every(
            (node) => node instanceof HTMLElement && node.classList.contains('pd-compare-difference'),
          ),
      );
      if (!ours) later();
    });
    for (const side of [lowerSide, upperSide]) {
      observer.observe(side, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-painted', 'src', 'style'],
      });
      side.addEventListener('load', later, true);
    }
    later();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      for (const side of [lowerSide, upperSide]) side.removeEventListener('load', later, true);
      for (const canvas of upperSide.querySelectorAll('.pd-compare-difference')) canvas.remove();
    };
  }, [enabled, lower, upper]);
}
