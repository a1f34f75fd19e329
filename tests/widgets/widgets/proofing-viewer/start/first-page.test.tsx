import type { ProofdeskInstance } from 'proofdesk';
import { mountProofingViewer } from 'proofdesk/proofing-viewer';
import { startPdfViewer } from 'proofdesk/proofing-viewer/start';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInInstance } from '../../../support/sessions';
import { fixtures, paintedPages, until } from '../support';

// `startPdfViewer({ showFirstPageIn })` (start/first-page.ts, issue 22): page 1 shown in the element
// the viewer will mount in before the viewer's code runs, where the viewer's page 1 will be, the
// same pixels, gone in the same task as the viewer's own page 1 is painted.

const PAGE_1 = '.pd-viewer-page-box[data-page="1"] canvas[data-painted]';
const PLACEHOLDER = '[data-pd-first-page] canvas';
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The element a host mounts the viewer in, sized by the host's layout. */
function viewerElement(width: number, height: number): HTMLElement {
  const element = document.createElement('div');
  Object.assign(element.style, { display: 'block', width: `${width}px`, height: `${height}px` });
  document.body.append(element);
  cleanups.push(() => element.remove());
  return element;
}

function mount(element: HTMLElement, instance: ProofdeskInstance, orderId: string, attachmentId: string) {
  const mounted = mountProofingViewer(element, {
    instance,
    orderId,
    attachmentId,
    onIntent: (_intent, event) => event.preventDefault(),
  });
  cleanups.unshift(() => mounted.unmount());
}

function pixelsOf(canvas: HTMLCanvasElement) {
  return canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
}

/** How many of two same-sized bitmaps' bytes differ. */
function differingBytes(a: Uint8ClampedArray, b: Uint8ClampedArray) {
  let count = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) count++;
  return count;
}

/** A canvas's box relative to `element`'s, in CSS pixels. */
function boxIn(element: HTMLElement, canvas: HTMLCanvasElement) {
  const outer = element.getBoundingClientRect();
  const inner = canvas.getBoundingClientRect();
  return {
    left: inner.left - outer.left,
    top: inner.top - outer.top,
    width: inner.width,
    height: inner.height,
  };
}

/**
 * Every frame until the viewer's page 1 is painted: whether page 1 was on screen (the placeholder
 * or the viewer's own), and whether both were at once after the viewer's paint.
 */
function watchFrames(root: ShadowRoot) {
  const frames: { placeholder: boolean; viewer: boolean }[] = [];
  let stop = false;
  const frame = () => {
    frames.push({ placeholder: !!root.querySelector(PLACEHOLDER), viewer: !!root.querySelector(PAGE_1) });
    if (!stop && !frames.at(-1)!.viewer) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // Also at the very task the viewer marks its page painted.
  let atPaint: boolean | null = null;
  const observer = new MutationObserver(() => {
    if (atPaint === null && root.querySelector(PAGE_1)) atPaint = !!root.querySelector(PLACEHOLDER);
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true });
  return {
    frames,
    placeholderAtPaint: () => atPaint,
    stop: () => {
      stop = true;
      observer.disconnect();
    },
  };
}

describe('startPdfViewer showFirstPageIn', () => {
  // Centred in a wide column, and 30 px from the left where the column is narrower than the page
  // (the comment panel beside it).
  for (const [width, height] of [
    [1400, 900],
    [1000, 700],
  ] as const) {
    it(`shows page 1 where the viewer will, the same pixels, until the viewer paints its own (${width}×${height})`, async () => {
      const { inReview, longPdf, apiBaseUrl } = fixtures();
      const instance = await signedInInstance('owner@demo.test', { baseUrl: apiBaseUrl });
      const element = viewerElement(width, height);

      const started = startPdfViewer({
        instance,
        orderId: inReview,
        attachmentId: longPdf,
        showFirstPageIn: element,
      });
      expect(await started.firstPageShown).toBe(true);
      const root = element.shadowRoot!;
      const placeholder = root.querySelector<HTMLCanvasElement>(PLACEHOLDER)!;
      const drawn = { box: boxIn(element, placeholder), pixels: pixelsOf(placeholder).slice() };
      const size = { width: placeholder.width, height: placeholder.height };
      expect(size.width).toBeGreaterThan(0);

      const watch = watchFrames(root);
      mount(element, instance, inReview, longPdf);
      await until(() => expect(paintedPages(root)).toContain(1), 20_000);
      watch.stop();
      const own = root.querySelector<HTMLCanvasElement>(PAGE_1)!;

      // Gone in the task the viewer's page 1 was marked painted: never both, never neither.
      expect(watch.placeholderAtPaint()).toBe(false);
      expect(root.querySelector('[data-pd-first-page]')).toBeNull();
      expect(watch.frames.every((frame) => frame.placeholder || frame.viewer)).toBe(true);
      // Where the viewer's page 1 is, the same size and pixels.
      const box = boxIn(element, own);
      for (const key of ['left', 'top', 'width', 'height'] as const)
        expect(Math.abs(box[key] - drawn.box[key]), key).toBeLessThanOrEqual(0.5);
      expect({ width: own.width, height: own.height }).toEqual(size);
      expect(differingBytes(pixelsOf(own), drawn.pixels)).toBe(0);
    }, 60_000);
  }

  it('shows nothing without the option, and nothing before a viewer of another file', async () => {
    const { inReview, longPdf, apiBaseUrl } = fixtures();
    const instance = await signedInInstance('owner@demo.test', { baseUrl: apiBaseUrl });
    const element = viewerElement(1000, 700);
    const started = startPdfViewer({ instance, orderId: inReview, attachmentId: longPdf });
    expect(await started.firstPageShown).toBe(false);
    expect(element.shadowRoot).toBeNull();
    // No session: nothing starts, nothing is shown.
    const none = startPdfViewer({
      baseUrl: apiBaseUrl,
      token: null,
      orderId: inReview,
      attachmentId: longPdf,
      showFirstPageIn: element,
    });
    expect(await none.firstPageShown).toBe(false);
    expect(element.shadowRoot).toBeNull();
  }, 60_000);

  it("shows nothing at a phone's width, where the viewer's header wraps, and the viewer paints as usual", async () => {
    const { inReview, longPdf, apiBaseUrl } = fixtures();
    const instance = await signedInInstance('owner@demo.test', { baseUrl: apiBaseUrl });
    const element = viewerElement(390, 700);
    const started = startPdfViewer({
      instance,
      orderId: inReview,
      attachmentId: longPdf,
      showFirstPageIn: element,
    });
    expect(await started.firstPageShown).toBe(false);
    expect(element.shadowRoot).toBeNull();
    mount(element, instance, inReview, longPdf);
    await until(() => expect(paintedPages(element.shadowRoot!)).toContain(1), 20_000);
    expect(element.shadowRoot!.querySelector('[data-pd-first-page]')).toBeNull();
  }, 60_000);
});
