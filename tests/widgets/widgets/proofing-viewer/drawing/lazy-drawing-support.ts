import { expect } from 'vitest';
import { paintedPages, until } from '../support';

// What the lazy-drawing tests count: the requests the page made, seen by a PerformanceObserver (the
// viewer's own set-up clears the resource timings, an observer still hears every entry).

/** Every resource URL the page requests from now on (until `stop`). */
export function watchRequests() {
  const urls: string[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) urls.push(entry.name);
  });
  observer.observe({ type: 'resource' });
  let markers = 0;
  return {
    count: (pattern: RegExp) => urls.filter((url) => pattern.test(url)).length,
    /**
     * Waits until the observer has heard a marker request sent now: an observer hears entries in
     * the order the loads end, so the loads that ended before it have been heard too.
     */
    settle: async () => {
      markers += 1;
      const marker = new URL(`/?settle-marker=${markers}`, location.href).href;
      await fetch(marker).then((response) => response.arrayBuffer());
      await expect.poll(() => urls.includes(marker)).toBe(true);
    },
    stop: () => observer.disconnect(),
  };
}

/**
 * The drawing layer's working part (drawing/live-layer.tsx, with Konva's stage): in the widget
 * tests' dev server, its own module request; in the script-tag build, the konva chunk.
 */
export const LIVE_LAYER = /drawing\/live-layer\.tsx/;

/** Konva has run on this page: its module puts itself on the global object as it loads. */
export const konvaLoaded = () => 'Konva' in globalThis;
export const PROFILE = /\/api\/profile(\?|$)/;

/** Konva stages in the viewer (Konva's content element, inside a page's drawing layer). */
export const stagesIn = (root: ShadowRoot) =>
  root.querySelectorAll('.pd-viewer-page-box .pd-drawing-layer .konvajs-content').length;

/** Page 1 painted and the comment panel in place (it loads the version's threads). */
export async function shownWithPanel(root: ShadowRoot, panelText: RegExp) {
  await until(() => expect(paintedPages(root)).toContain(1), 15_000);
  await until(
    () => expect(root.querySelector('.pd-viewer-panel')?.textContent ?? '').toMatch(panelText),
    15_000,
  );
}

/** A mouse press, drag and release at page pixels of a page's layer (zoom applied). */
export function dragOn(layer: HTMLElement, points: Array<[number, number]>, zoom: number) {
  const box = layer.getBoundingClientRect();
  const send = (type: string, [x, y]: [number, number]) =>
    (layer.querySelector('canvas') ?? layer).dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        composed: true,
        cancelable: true,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        button: 0,
        buttons: type === 'pointerup' ? 0 : 1,
        clientX: box.left + x * zoom,
        clientY: box.top + y * zoom,
      }),
    );
  const [first, ...rest] = points;
  send('pointerdown', first!);
  for (const point of rest) send('pointermove', point);
  send('pointerup', points.at(-1)!);
}
