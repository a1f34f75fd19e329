import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { contrastReport, seriousViolations } from '../../support/a11y';
import { pointer } from './drawing/drawing-support';
import { demoAttachment, fixtures, type OpenedViewer, openViewer, paintedPages } from './support';

// Issue 21 "The viewer at phone width": at 390 px the document keeps the width (at least 300 px of it
// visible), the toolbox is a compact bar above it, and the comments are a sheet the user opens from a
// button that shows the thread count. The viewer lays itself out by its own box (use-narrow.ts), so a
// host's narrow column in a wide window gets the same; at 1280 px the panel stays beside the document.

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };

const rectOf = (viewer: OpenedViewer, selector: string) =>
  viewer.shadowRoot.querySelector(selector)!.getBoundingClientRect();
const frameOf = (viewer: OpenedViewer) => viewer.shadowRoot.querySelector<HTMLElement>('.pd-viewer')!;
const focused = (viewer: OpenedViewer) => viewer.shadowRoot.activeElement;
const commentsRegion = (viewer: OpenedViewer) =>
  viewer.view.queryByShadowRole('region', { name: 'Comments' });

/** The in-review brochure (a 3-page PDF, one thread) in a box of `box`'s size, page 1 painted. */
async function brochure(box: { width: number; height: number }, theme?: { mode: 'dark' }) {
  await page.viewport(box.width, box.height);
  const { inReview } = fixtures();
  const viewer = await openViewer(
    'owner@demo.test',
    { orderId: inReview, attachmentId: demoAttachment.brochure(inReview), ...(theme && { theme }) },
    box,
  );
  await expect.poll(() => paintedPages(viewer.shadowRoot), { timeout: 15_000 }).toContain(1);
  // The parts beyond the document come once page 1 is shown; the threads once loaded.
  await viewer.view.findByShadowRole('toolbar', { name: 'Markers' }, { timeout: 5000 });
  await expect.poll(() => viewer.state.$topics.get().length, { timeout: 10_000 }).toBeGreaterThan(0);
  return viewer;
}

const sheetButton = (viewer: OpenedViewer) =>
  viewer.view.findByShadowRole('button', { name: /^Comments \d+$/ });

describe('ProofingViewer at phone width (390 px)', { timeout: 60_000 }, () => {
  it('gives the document the width, the toolbox a compact bar above it, and sticks out nowhere', async () => {
    const viewer = await brochure(PHONE);
    const frame = frameOf(viewer);
    expect(frame.getAttribute('data-layout')).toBe('narrow');
    await sheetButton(viewer);
    const viewerBox = frame.getBoundingClientRect();
    expect(viewerBox.width).toBe(PHONE.width);

    // The document: at least 300 px of it visible, and of page 1 too; most of the height.
    const scroll = viewer.shadowRoot.querySelector<HTMLElement>('.pd-viewer-scroll')!;
    expect(scroll.clientWidth).toBeGreaterThanOrEqual(300);
    const scrollBox = scroll.getBoundingClientRect();
    const pageBox = rectOf(viewer, '.pd-viewer-page-box[data-page="1"]');
    const pageShown =
      Math.min(pageBox.right, scrollBox.left + scroll.clientWidth) - Math.max(pageBox.left, scrollBox.left);
    expect(pageShown).toBeGreaterThanOrEqual(300);
    const documentBox = rectOf(viewer, '.pd-viewer-document');
    expect(documentBox.height).toBeGreaterThan(PHONE.height * 0.6);

    // The toolbox: one row across the top of the document, not a column beside it.
    const toolbar = viewer.view.getByShadowRole('toolbar', { name: 'Markers' });
    expect(toolbar.getAttribute('aria-orientation')).toBe('horizontal');
    const toolbox = rectOf(viewer, '.pd-toolbox');
    expect(toolbox.height).toBeLessThanOrEqual(56);
    expect(toolbox.width).toBeLessThanOrEqual(viewerBox.width);
    expect(toolbox.bottom).toBeLessThanOrEqual(documentBox.top + 1);
    expect(toolbox.top).toBeGreaterThanOrEqual(rectOf(viewer, '.pd-viewer-header').bottom - 1);
    const controls = [
      ...within(toolbar).getAllByShadowRole('button'),
      ...viewer.view.getAllByShadowRole('radio').map((radio) => radio.parentElement!),
    ].map((control) => control.getBoundingClientRect());
    expect(new Set(controls.map((box) => Math.round(box.top + box.height / 2))).size).toBe(1);

    // The comments wait in their sheet; the foot holds the review decisions and the sheet's button.
    expect(commentsRegion(viewer)).toBeNull();
    expect(rectOf(viewer, '.pd-viewer-panel').height).toBeLessThanOrEqual(100);

    // Nothing wider than the viewer: no sideways scroll, every part and control inside its box.
    expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const parts = [
      '.pd-viewer-header',
      '.pd-viewer-versions',
      '.pd-viewer-tools',
      '.pd-viewer-document',
      '.pd-viewer-panel',
    ];
    const outside = [
      ...parts.map((selector) => viewer.shadowRoot.querySelector(selector)!),
      ...viewer.shadowRoot.querySelectorAll('.pd-viewer-header *, .pd-viewer-tools *, .pd-viewer-panel *'),
    ]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(
        ({ box }) => box.width > 0 && (box.left < viewerBox.left - 0.5 || box.right > viewerBox.right + 0.5),
      )
      .map(({ element }) => element.className || element.tagName);
    expect(outside).toEqual([]);
    expect(await seriousViolations(viewer.host)).toEqual([]);
  });

  it('opens the comments in a sheet from the thread-count button; Escape or Close shut it, focus handled', async () => {
    const viewer = await brochure(PHONE);
    const threads = viewer.state.$topics.get().length;
    const button = await viewer.view.findByShadowRole('button', { name: `Comments ${threads}` });
    expect(button.querySelector('.pd-viewer-sheet-count')?.textContent).toBe(String(threads));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(button);
    const sheet = await viewer.view.findByShadowRole('region', { name: 'Comments' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const close = viewer.view.getByShadowRole('button', { name: 'Close comments' });
    expect(focused(viewer)).toBe(close);
    // Over the lower part of the viewer, its whole width; the document still shows above it.
    const viewerBox = frameOf(viewer).getBoundingClientRect();
    const sheetBox = viewer.shadowRoot.querySelector('.pd-viewer-sheet')!.getBoundingClientRect();
    expect([sheetBox.left, sheetBox.right, sheetBox.bottom]).toEqual([
      viewerBox.left,
      viewerBox.right,
      viewerBox.bottom,
    ]);
    expect(sheetBox.top).toBeGreaterThan(rectOf(viewer, '.pd-viewer-document').top + 150);
    const thread = sheet.querySelector('.pd-comment-thread')!.getBoundingClientRect();
    expect(thread.left).toBeGreaterThanOrEqual(sheetBox.left);
    expect(thread.right).toBeLessThanOrEqual(sheetBox.right);
    expect(thread.top).toBeGreaterThanOrEqual(sheetBox.top);
    expect(thread.top).toBeLessThan(sheetBox.bottom);
    expect(await seriousViolations(viewer.host)).toEqual([]);

    await userEvent.keyboard('{Escape}');
    expect(commentsRegion(viewer)).toBeNull();
    expect(focused(viewer)).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    // Escape goes first to what is open inside the sheet: the mention list closes, the sheet stays.
    await userEvent.keyboard('{Enter}');
    expect(focused(viewer)).toBe(viewer.view.getByShadowRole('button', { name: 'Close comments' }));
    const reply = within(await viewer.view.findByShadowRole('region', { name: 'Comments' })).getByShadowRole(
      'textbox',
      { name: 'Reply' },
    );
    await userEvent.click(reply);
    await userEvent.type(reply, '@Sam');
    await viewer.view.findByShadowRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(viewer.view.queryByShadowRole('listbox')).toBeNull();
    expect(commentsRegion(viewer)).not.toBeNull();

    await userEvent.click(viewer.view.getByShadowRole('button', { name: 'Close comments' }));
    expect(commentsRegion(viewer)).toBeNull();
    expect(focused(viewer)).toBe(button);
  });

  it('opens the sheet by itself at a shape just drawn (its comment box) and at a deep-linked thread', async () => {
    const viewer = await brochure(PHONE);
    await sheetButton(viewer);
    await userEvent.click(viewer.view.getByShadowRole('button', { name: 'Rectangle' }));
    const layer = viewer.shadowRoot.querySelector<HTMLElement>(
      '.pd-viewer-page-box[data-page="1"] .pd-drawing-layer',
    )!;
    const page1 = viewer.state.$pages.get()[0]!;
    const zoom = viewer.state.$zoom.get();
    pointer(layer, 'pointerdown', page1.width * 0.1, page1.height * 0.1, zoom);
    pointer(layer, 'pointermove', page1.width * 0.3, page1.height * 0.2, zoom);
    pointer(layer, 'pointerup', page1.width * 0.3, page1.height * 0.2, zoom);
    const box = await viewer.view.findByShadowRole('region', { name: 'New comment' });
    expect(commentsRegion(viewer)).not.toBeNull();
    expect(focused(viewer)).toBe(within(box).getByShadowRole('textbox', { name: 'New comment' }));
    // The box's own Escape drops the shape; the sheet stays for the user to close.
    await userEvent.keyboard('{Escape}');
    expect(viewer.state.$draft.get()).toBeNull();
    expect(commentsRegion(viewer)).not.toBeNull();
    await userEvent.click(viewer.view.getByShadowRole('button', { name: 'Close comments' }));
    expect(commentsRegion(viewer)).toBeNull();

    const topic = viewer.state.$topics.get()[0]!;
    viewer.rerender({ commentId: topic.id });
    await expect.poll(() => viewer.state.$selectedTopicId.get(), { timeout: 5000 }).toBe(topic.id);
    expect(commentsRegion(viewer)).not.toBeNull();
    expect(focused(viewer)?.getAttribute('data-topic-id')).toBe(topic.id);
  });

  it('keeps WCAG AA contrast in dark mode, the sheet open over the document', async () => {
    const viewer = await brochure(PHONE, { mode: 'dark' });
    await userEvent.click(await sheetButton(viewer));
    await viewer.view.findByShadowRole('region', { name: 'Comments' });
    const report = await contrastReport(viewer.host);
    expect(report.checked).toBeGreaterThan(10);
    expect(report.violations).toEqual([]);
  });
});

describe('ProofingViewer at 1280 px', { timeout: 60_000 }, () => {
  it('keeps the comment panel beside the document at its own width, and the toolbox a column', async () => {
    const viewer = await brochure(WIDE);
    const frame = frameOf(viewer);
    expect(frame.getAttribute('data-layout')).toBe('wide');
    const panel = await viewer.view.findByShadowRole('region', { name: 'Comments' });
    const documentBox = rectOf(viewer, '.pd-viewer-document');
    const panelBox = rectOf(viewer, '.pd-viewer-panel');
    expect(panelBox.left).toBeGreaterThanOrEqual(documentBox.right - 1);
    expect(panelBox.width).toBe(340);
    expect(panel.getBoundingClientRect().height).toBeGreaterThan(400);
    expect(viewer.shadowRoot.querySelector('.pd-viewer-sheet-toggle')).toBeNull();
    const toolbar = viewer.view.getByShadowRole('toolbar', { name: 'Markers' });
    expect(toolbar.getAttribute('aria-orientation')).toBe('vertical');
    const toolbox = rectOf(viewer, '.pd-toolbox');
    expect(toolbox.height).toBeGreaterThan(toolbox.width);
    expect(toolbox.right).toBeLessThanOrEqual(documentBox.left + 1);

    // A host's narrow column in this wide window: the narrow layout; what was typed in the panel
    // is still there when the column widens again.
    const reply = within(panel).getByShadowRole('textbox', { name: 'Reply' });
    await userEvent.type(reply, 'Half a reply');
    viewer.host.parentElement!.style.width = `${PHONE.width}px`;
    await expect.poll(() => frame.getAttribute('data-layout')).toBe('narrow');
    expect(commentsRegion(viewer)).toBeNull();
    await sheetButton(viewer);
    viewer.host.parentElement!.style.width = `${WIDE.width}px`;
    await expect.poll(() => frame.getAttribute('data-layout')).toBe('wide');
    expect((within(panel).getByShadowRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement).value).toBe(
      'Half a reply',
    );
  });
});
