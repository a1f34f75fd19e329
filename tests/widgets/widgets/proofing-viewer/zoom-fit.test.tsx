import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { nextFrames } from '../../support/settled';
import { demoAttachment, fixtures, type OpenedViewer, openViewer, until } from './support';

// Proofing §4.9 "fit to page or screen toggles". Issue 21: the toggle switched its label but not the
// zoom when the fit was the zoom already (a page whose two fits are the same, a zoom already at
// page fit), and a fit did not follow the view's size. Each click of the toggle now changes the zoom,
// and a chosen fit stays fitted until the user zooms otherwise.

const scrollerOf = (viewer: OpenedViewer) =>
  viewer.shadowRoot.querySelector<HTMLElement>('.pd-viewer-scroll')!;
const boxOf = (viewer: OpenedViewer) =>
  viewer.shadowRoot.querySelector<HTMLElement>('.pd-viewer-page-box[data-page="1"]')!.getBoundingClientRect();
const fitButton = (viewer: OpenedViewer) =>
  viewer.shadowRoot.querySelector<HTMLButtonElement>('.pd-viewer-zoom button:last-of-type')!;

/** The whole page in view, touching its width or its height (30 px gaps on each side). */
async function fitsPage(viewer: OpenedViewer) {
  await until(() => {
    const scroller = scrollerOf(viewer);
    const box = boxOf(viewer);
    const room = { width: scroller.clientWidth - 60, height: scroller.clientHeight - 60 };
    expect(box.width <= room.width + 1 && box.height <= room.height + 1).toBe(true);
    expect(Math.abs(box.width - room.width) < 1 || Math.abs(box.height - room.height) < 1).toBe(true);
  });
}

/** The page as wide as the view (with its scrollbar, if the page is taller than the view). */
async function fitsScreen(viewer: OpenedViewer) {
  await until(() =>
    expect(Math.abs(boxOf(viewer).width - (scrollerOf(viewer).clientWidth - 60))).toBeLessThan(1),
  );
}

/** Clicks the toggle named `name`; the zoom must change. */
async function toggle(viewer: OpenedViewer, name: string) {
  const before = viewer.state.$zoom.get();
  await userEvent.click(await viewer.view.findByShadowRole('button', { name }));
  expect(viewer.state.$zoom.get()).not.toBeCloseTo(before, 3);
}

async function openBrochure() {
  const { inReview } = fixtures();
  // Wide: the portrait page fits by its height, so page and screen fits differ.
  const viewer = await openViewer(
    'operator@demo.test',
    { orderId: inReview, attachmentId: demoAttachment.brochure(inReview) },
    { width: 1400, height: 600 },
  );
  await until(
    () => expect(viewer.shadowRoot.querySelector('.pd-viewer-page-box canvas')).toBeTruthy(),
    15_000,
  );
  return viewer;
}

describe('fit to page / fit to screen', { timeout: 40_000 }, () => {
  it('a PDF: page, then screen, then page again; after a manual zoom the toggle fits the page', async () => {
    const viewer = await openBrochure();
    await toggle(viewer, 'Fit to page');
    await fitsPage(viewer);
    await toggle(viewer, 'Fit to screen');
    await fitsScreen(viewer);
    await toggle(viewer, 'Fit to page');
    await fitsPage(viewer);
    // Zoomed by hand: the toggle offers page fit again, and fits.
    scrollerOf(viewer).focus();
    await userEvent.keyboard('{Control>}={/Control}');
    await toggle(viewer, 'Fit to page');
    await fitsPage(viewer);
  });

  it('a zoom already at page fit is offered fit to screen, not page fit again', async () => {
    const viewer = await openBrochure();
    await toggle(viewer, 'Fit to page');
    const pageFit = viewer.state.$zoom.get();
    // As after reopening with the zoom kept: the zoom is page fit, set from outside the toggle.
    viewer.state.$zoom.set(0.75);
    await viewer.view.findByShadowRole('button', { name: 'Fit to page' });
    viewer.state.$zoom.set(pageFit);
    await toggle(viewer, 'Fit to screen');
    await fitsScreen(viewer);
  });

  it('an image whose page and screen fits are one: fitted, the toggle has nothing left to do', async () => {
    const { inReview } = fixtures();
    // The 800 × 600 poster in a view wider than 4:3: fitting its width fits all of it.
    const viewer = await openViewer(
      'owner@demo.test',
      { orderId: inReview, attachmentId: demoAttachment.poster(inReview) },
      { width: 1000, height: 700 },
    );
    await viewer.view.findByShadowRole('img', { name: 'Poster.png' });
    const scroller = scrollerOf(viewer);
    const room = { width: scroller.clientWidth - 60, height: scroller.clientHeight - 60 };
    expect(room.width / 800).toBeLessThan(room.height / 600);
    await toggle(viewer, 'Fit to page');
    await fitsPage(viewer);
    // Before, it read 'Fit to screen' and a click changed nothing.
    await until(() => expect(fitButton(viewer).disabled).toBe(true));
    expect(fitButton(viewer).textContent).toBe('Fit to page');
    // Zoomed otherwise, it fits again.
    scroller.focus();
    await userEvent.keyboard('{Control>}0{/Control}');
    await until(() => expect(fitButton(viewer).disabled).toBe(false));
  });

  it('a chosen fit follows the view when the host resizes it; a manual zoom ends that', async () => {
    const viewer = await openBrochure();
    const frame = viewer.host.parentElement!;
    await toggle(viewer, 'Fit to page');
    await fitsPage(viewer);
    const fitted = viewer.state.$zoom.get();
    frame.style.height = '450px';
    await until(() => expect(viewer.state.$zoom.get()).toBeLessThan(fitted - 0.05));
    await fitsPage(viewer);
    await toggle(viewer, 'Fit to screen');
    await fitsScreen(viewer);
    frame.style.width = '1200px';
    await fitsScreen(viewer);
    // Zoomed by hand, the zoom stays when the view changes.
    scrollerOf(viewer).focus();
    await userEvent.keyboard('{Control>}-{/Control}');
    const manual = viewer.state.$zoom.get();
    // The viewer measures the scroller with a ResizeObserver; one of the test's own hears the same
    // resize, and two frames later the viewer has rendered what it measured.
    const scroller = scrollerOf(viewer);
    const before = scroller.clientWidth;
    const resized = new Promise<void>((resolve) => {
      const observer = new ResizeObserver(() => {
        if (scroller.clientWidth === before) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(scroller);
    });
    frame.style.width = '1300px';
    await resized;
    await nextFrames();
    expect(viewer.state.$zoom.get()).toBe(manual);
  });
});
