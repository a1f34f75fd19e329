import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { demoAttachment, fixtures, liveCanvases, openViewer, paintedPages, until } from './support';

// Issue 11 "Images and PDFs": zoom (§4.9, §9), pan, the canvas window; §4.5 and §6 the tab toggle.

const scrollerOf = (root: ShadowRoot) => root.querySelector<HTMLElement>('.pd-viewer-scroll')!;
const boxOf = (root: ShadowRoot, page = 1) =>
  root.querySelector<HTMLElement>(`.pd-viewer-page-box[data-page="${page}"]`)!;

function pointer(target: Element, type: string, x: number, y: number, init: PointerEventInit = {}) {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      composed: true,
      cancelable: true,
      clientX: x,
      clientY: y,
      button: 0,
      pointerId: 1,
      pointerType: 'mouse',
      ...init,
    }),
  );
}

describe('ProofingViewer navigation', () => {
  it('zooms by steps with Ctrl +/−, back to 0.75 with Ctrl 0', async () => {
    const { inReview } = fixtures();
    const viewer = await openViewer('owner@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.poster(inReview),
    });
    await viewer.view.findByShadowRole('img', { name: 'Poster.png' });
    const scroller = scrollerOf(viewer.shadowRoot);
    scroller.focus();
    await userEvent.keyboard('{Control>}={/Control}');
    const zoomedIn = viewer.state.$zoom.get();
    expect(zoomedIn).toBeGreaterThan(0.75);
    expect(boxOf(viewer.shadowRoot).getBoundingClientRect().width).toBeCloseTo(800 * zoomedIn, 0);
    await viewer.view.findByShadowText(`${Math.round(zoomedIn * 100)}%`);
    await userEvent.keyboard('{Control>}0{/Control}');
    expect(viewer.state.$zoom.get()).toBe(0.75);
    await userEvent.keyboard('{Control>}-{/Control}');
    expect(viewer.state.$zoom.get()).toBeLessThan(0.75);

    // Fit to page and fit to screen: tests/widgets/proofing-viewer/zoom-fit.test.tsx.
  });

  it('zooms with Ctrl+wheel around the pointer: the point under it stays put', async () => {
    const { inReview } = fixtures();
    const viewer = await openViewer('owner@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.poster(inReview),
    });
    await viewer.view.findByShadowRole('img', { name: 'Poster.png' });
    const scroller = scrollerOf(viewer.shadowRoot);
    // Larger than the view both ways, before and after, and scrolled off the edges: a point can stay.
    viewer.state.$zoom.set(1.25);
    await until(() => expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth + 40));
    scroller.scrollLeft = 20;
    scroller.scrollTop = 60;
    const view = scroller.getBoundingClientRect();
    const before = boxOf(viewer.shadowRoot).getBoundingClientRect();
    const at = { x: view.left + view.width * 0.6, y: view.top + view.height * 0.4 };
    const fraction = (rect: DOMRect) => ({
      x: (at.x - rect.left) / rect.width,
      y: (at.y - rect.top) / rect.height,
    });
    const was = fraction(before);
    scroller.dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -100,
        ctrlKey: true,
        clientX: at.x,
        clientY: at.y,
        bubbles: true,
        cancelable: true,
      }),
    );
    expect(viewer.state.$zoom.get()).toBeGreaterThan(1.25);
    await until(() => {
      const now = fraction(boxOf(viewer.shadowRoot).getBoundingClientRect());
      expect(Math.abs(now.x - was.x)).toBeLessThan(0.01);
      expect(Math.abs(now.y - was.y)).toBeLessThan(0.01);
    });
  });

  it('pans by dragging with the pointer tool, and with space held whatever the tool', async () => {
    const { inReview } = fixtures();
    const viewer = await openViewer('owner@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.poster(inReview),
    });
    await viewer.view.findByShadowRole('img', { name: 'Poster.png' });
    viewer.state.$zoom.set(3);
    const scroller = scrollerOf(viewer.shadowRoot);
    await until(() => expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight * 2));
    scroller.scrollTop = 500;
    scroller.scrollLeft = 500;
    const page = boxOf(viewer.shadowRoot);
    pointer(page, 'pointerdown', 400, 400);
    pointer(scroller, 'pointermove', 350, 300);
    pointer(scroller, 'pointerup', 350, 300);
    expect([scroller.scrollLeft, scroller.scrollTop]).toEqual([550, 600]);

    // A marker tool draws instead of panning...
    viewer.state.$tool.set('rectangle');
    pointer(page, 'pointerdown', 400, 400);
    pointer(scroller, 'pointermove', 300, 300);
    pointer(scroller, 'pointerup', 300, 300);
    expect([scroller.scrollLeft, scroller.scrollTop]).toEqual([550, 600]);
    // ...unless space is held; the drawing layer never sees that press.
    let drawingLayerHeard = 0;
    page.addEventListener('pointerdown', () => drawingLayerHeard++);
    scroller.focus();
    await userEvent.keyboard('{ >}');
    pointer(page, 'pointerdown', 400, 400);
    pointer(scroller, 'pointermove', 450, 420);
    pointer(scroller, 'pointerup', 450, 420);
    await userEvent.keyboard('{/ }');
    expect([scroller.scrollLeft, scroller.scrollTop]).toEqual([500, 580]);
    expect(drawingLayerHeard).toBe(0);
  });

  it('holds canvases only for the pages in view and one ahead while scrolling through a long PDF', async () => {
    const { inReview, longPdf } = fixtures();
    const viewer = await openViewer('owner@demo.test', { orderId: inReview, attachmentId: longPdf });
    await viewer.view.findByShadowText('Page 1 of 40', {}, { timeout: 15_000 });
    const scroller = scrollerOf(viewer.shadowRoot);
    const painted = new Set<number>();
    let most = 0;
    for (let top = 0; top <= scroller.scrollHeight; top += scroller.clientHeight * 0.9) {
      scroller.scrollTop = top;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const boxes = [...viewer.shadowRoot.querySelectorAll<HTMLElement>('.pd-viewer-page-box')];
      const view = scroller.getBoundingClientRect();
      const visible = boxes.filter((box) => {
        const rect = box.getBoundingClientRect();
        return rect.bottom > view.top && rect.top < view.bottom;
      }).length;
      const live = liveCanvases(viewer.shadowRoot);
      most = Math.max(most, live);
      // Only the boxes near the view exist (the canvas window and 8 pages either side).
      expect(boxes.length).toBeLessThanOrEqual(live + 2 * 8 + 1);
      expect(live).toBeLessThanOrEqual(Math.max(6, 2 * visible + 1));
      for (const page of paintedPages(viewer.shadowRoot)) painted.add(page);
    }
    await viewer.view.findByShadowText('Page 40 of 40');
    await until(() => expect(paintedPages(viewer.shadowRoot)).toContain(40));
    expect(most).toBeGreaterThan(0);
    // Far pages hold nothing once scrolled past; their boxes are gone too, and the column keeps
    // the whole file's height.
    expect(viewer.shadowRoot.querySelector('.pd-viewer-page-box[data-page="1"]')).toBeNull();
    const last = viewer.shadowRoot.querySelector<HTMLElement>('.pd-viewer-page-box[data-page="40"]')!;
    expect(last.offsetTop + last.offsetHeight + 30).toBeCloseTo(
      viewer.shadowRoot.querySelector<HTMLElement>('.pd-viewer-column')!.offsetHeight,
      0,
    );
    // Forty pages painted one view at a time: slow on a loaded two-core machine, not a hang.
  }, 45_000);

  it('brings a requested page into view ($scrollRequest)', async () => {
    const { inReview, longPdf } = fixtures();
    const viewer = await openViewer('owner@demo.test', { orderId: inReview, attachmentId: longPdf });
    await viewer.view.findByShadowText('Page 1 of 40', {}, { timeout: 15_000 });
    viewer.state.$scrollRequest.set({ page: 20, at: Date.now() });
    await viewer.view.findByShadowText('Page 20 of 40');
    await until(() => expect(paintedPages(viewer.shadowRoot)).toContain(20));
  });

  it('switches Internal/Public for staff of internal review: version list changes, selection and tool reset', async () => {
    const { inReview } = fixtures();
    const viewer = await openViewer('operator@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.brochure(inReview),
    });
    await viewer.view.findByShadowRole('heading', { name: 'Brochure.pdf (v1)' });
    const internal = await viewer.view.findByShadowRole('button', { name: 'Internal' });
    const publicTab = await viewer.view.findByShadowRole('button', { name: 'Public' });
    expect(publicTab.getAttribute('aria-pressed')).toBe('true');
    viewer.state.$tool.set('arrow');
    viewer.state.$selectedTopicId.set('some-topic');
    await userEvent.click(internal);
    await viewer.view.findByShadowRole('heading', { name: 'Brochure.pdf (v2)' });
    expect(internal.getAttribute('aria-pressed')).toBe('true');
    expect(viewer.state.$tab.get()).toBe('internal');
    expect(viewer.state.$tool.get()).toBe('pointer');
    expect(viewer.state.$selectedTopicId.get()).toBeNull();
  });

  it('hides the toggle from the owner, who starts on public (§4.5, §6)', async () => {
    const { inReview } = fixtures();
    const viewer = await openViewer('owner@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.brochure(inReview),
    });
    await viewer.view.findByShadowRole('heading', { name: 'Brochure.pdf (v1)' });
    expect(viewer.state.$tab.get()).toBe('public');
    expect(viewer.view.queryByShadowRole('button', { name: 'Internal' })).toBeNull();
  });

  it('opens the asked version, on its own tab (versionId, public=false)', async () => {
    const { inReview } = fixtures();
    const attachmentId = demoAttachment.brochure(inReview);
    const viewer = await openViewer('operator@demo.test', {
      orderId: inReview,
      attachmentId,
      versionId: `${attachmentId}-v2`,
    });
    await viewer.view.findByShadowRole('heading', { name: 'Brochure.pdf (v2)' });
    expect(viewer.state.$tab.get()).toBe('internal');
    const internalStart = await openViewer('operator@demo.test', {
      orderId: inReview,
      attachmentId,
      public: false,
    });
    await internalStart.view.findByShadowRole('heading', { name: 'Brochure.pdf (v2)' });
  });
});
