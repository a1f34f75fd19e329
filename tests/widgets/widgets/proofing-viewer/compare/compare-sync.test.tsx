import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { seriousViolations } from '../../../support/a11y';
import { signedInInstance } from '../../../support/sessions';
import { until } from '../support';
import { SHAPE } from './compare-spot';
import {
  compareFixtures,
  openCompare,
  openOnCompareServer,
  scrollerOf,
  sides,
  zoomOf,
} from './compare-support';

// Issue 13 "Compare versions": the header's button, the view's two sides (pickers, documents, thread
// lists), zoom, pan and page kept in sync both ways, Esc and the close button, axe.

describe('Compare versions', () => {
  it('is offered only with two versions or more, opens both versions and closes with Esc or the button', async () => {
    const fx = compareFixtures();
    const single = await openOnCompareServer('staff@demo.test', {
      orderId: fx.orderId,
      attachmentId: fx.single,
    });
    await single.view.findByShadowRole('img', { name: 'Single.png' }, { timeout: 10_000 });
    expect(single.view.queryByShadowRole('button', { name: 'Compare' })).toBeNull();

    const opened = await openOnCompareServer('staff@demo.test', {
      orderId: fx.orderId,
      attachmentId: fx.spot.id,
    });
    const dialog = await openCompare(opened);
    const inDialog = within(dialog);
    const left = inDialog.getByShadowRole('combobox', { name: 'Left version' }) as HTMLSelectElement;
    const right = inDialog.getByShadowRole('combobox', { name: 'Right version' }) as HTMLSelectElement;
    expect([left.value, right.value]).toEqual([fx.spot.v1, fx.spot.v2]);
    expect([...left.options].map((option) => option.text)).toEqual([
      'v2 · Public · Spot.png',
      'v1 · Public · Spot.png',
    ]);
    // The view took focus; Esc closes it and gives focus back to the button.
    await userEvent.keyboard('{Escape}');
    await until(() => expect(opened.view.queryByShadowRole('dialog')).toBeNull());
    const button = opened.view.getByShadowRole('button', { name: 'Compare' });
    expect(opened.shadowRoot.activeElement).toBe(button);
    await userEvent.click(button);
    const again = await opened.view.findByShadowRole('dialog', { name: 'Compare versions' });
    await userEvent.click(within(again).getByShadowRole('button', { name: 'Close' }));
    await until(() => expect(opened.view.queryByShadowRole('dialog')).toBeNull());
  });

  it('keeps the zoom in step both ways', async () => {
    const fx = compareFixtures();
    const opened = await openOnCompareServer('staff@demo.test', {
      orderId: fx.orderId,
      attachmentId: fx.spot.id,
    });
    await openCompare(opened);
    const [left, right] = sides(opened.shadowRoot) as [HTMLElement, HTMLElement];
    expect([zoomOf(left), zoomOf(right)]).toEqual(['75%', '75%']);
    await userEvent.click(within(left).getByShadowRole('button', { name: 'Zoom in' }));
    await until(() => expect(zoomOf(left)).not.toBe('75%'));
    await until(() => expect(zoomOf(right)).toBe(zoomOf(left)));
    const zoomedIn = zoomOf(left);
    await userEvent.click(within(right).getByShadowRole('button', { name: 'Zoom out' }));
    await until(() => expect(zoomOf(right)).not.toBe(zoomedIn));
    await until(() => expect(zoomOf(left)).toBe(zoomOf(right)));
    // The picture follows the zoom on both sides: the image boxes have the same width.
    await until(() =>
      expect(right.querySelector<HTMLElement>('.pd-viewer-page-box')!.offsetWidth).toBe(
        left.querySelector<HTMLElement>('.pd-viewer-page-box')!.offsetWidth,
      ),
    );
  });

  it('keeps the page and the pan in step both ways, page by page on PDFs of different lengths', async () => {
    const fx = compareFixtures();
    const opened = await openOnCompareServer('staff@demo.test', {
      orderId: fx.orderId,
      attachmentId: fx.pages.id,
    });
    await openCompare(opened);
    const [left, right] = sides(opened.shadowRoot) as [HTMLElement, HTMLElement];
    await until(() => expect(left.querySelectorAll('.pd-viewer-page-box')).toHaveLength(3));
    await until(() => expect(right.querySelectorAll('.pd-viewer-page-box')).toHaveLength(4));
    const boxTop = (side: HTMLElement, page: number) =>
      side.querySelector<HTMLElement>(`.pd-viewer-page-box[data-page="${page}"]`)!.offsetTop;

    // The left side leads: page 3, a little way down.
    scrollerOf(left).focus();
    scrollerOf(left).scrollTop = boxTop(left, 3) + 40;
    await until(() =>
      expect(Math.abs(scrollerOf(right).scrollTop - (boxTop(right, 3) + 40))).toBeLessThan(2),
    );
    await until(() =>
      expect(right.querySelector('.pd-viewer-page-box[data-page="3"] canvas[data-painted]')).not.toBeNull(),
    );

    // Then the right one: back to page 2.
    scrollerOf(right).focus();
    scrollerOf(right).scrollTop = boxTop(right, 2);
    await until(() => expect(Math.abs(scrollerOf(left).scrollTop - boxTop(left, 2))).toBeLessThan(2));

    // Pan sideways once zoomed in far enough for the pages to be wider than the view.
    for (let i = 0; i < 4; i += 1)
      await userEvent.click(within(right).getByShadowRole('button', { name: 'Zoom in' }));
    await until(() =>
      expect(scrollerOf(right).scrollWidth).toBeGreaterThan(scrollerOf(right).clientWidth + 100),
    );
    await until(() => expect(zoomOf(left)).toBe(zoomOf(right)));
    scrollerOf(right).scrollLeft = 80;
    await until(() => expect(scrollerOf(left).scrollLeft).toBe(80));
    scrollerOf(left).focus();
    scrollerOf(left).scrollLeft = 30;
    await until(() => expect(scrollerOf(right).scrollLeft).toBe(30));
  });

  it('shows both versions’ threads, and has no serious axe violations', async () => {
    const fx = compareFixtures();
    const opened = await openOnCompareServer('staff@demo.test', {
      orderId: fx.orderId,
      attachmentId: fx.threads.id,
    });
    const dialog = await openCompare(opened);
    const v1 = await within(dialog).findByShadowRole('region', { name: 'Comments on v1' });
    const v2 = within(dialog).getByShadowRole('region', { name: 'Comments on v2' });
    await until(() => expect(v1.textContent).toContain('Make the logo bigger'));
    expect(v1.textContent).toContain('Will do');
    expect(v1.textContent).toContain('Old typo');
    await until(() => expect(v2.textContent).toContain('No comments on this version.'));
    // The left side's shapes are drawn on its page (a Konva stage over the picture).
    const [left] = sides(opened.shadowRoot) as [HTMLElement];
    await until(() =>
      expect(left.querySelector('.pd-viewer-page-box canvas:not(.pd-viewer-page-picture)')).not.toBeNull(),
    );
    expect(await seriousViolations(opened.host)).toEqual([]);
  });

  it('follows threads written elsewhere while open: another user’s new thread appears on its side', async () => {
    const fx = compareFixtures();
    const opened = await openOnCompareServer('staff@demo.test', {
      orderId: fx.orderId,
      attachmentId: fx.live.id,
    });
    const dialog = await openCompare(opened);
    const v2 = await within(dialog).findByShadowRole('region', { name: 'Comments on v2' });
    await until(() => expect(v2.textContent).toContain('No comments on this version.'));

    const owner = await signedInInstance('owner@demo.test', { baseUrl: fx.apiBaseUrl });
    const message = JSON.stringify({
      format: 'proofdesk-rich-1',
      paragraphs: [[{ kind: 'text', text: 'Written while you compare' }]],
    });
    const created = await owner.http.post(
      `/order/${fx.orderId}/attachment/${fx.live.id}/version/${fx.live.v2}/annotation`,
      {
        body: { message, mentions: '[]', annotation: SHAPE(1, 0.3, 0.3) },
        form: true,
        csrf: 'card-annotation',
      },
    );
    expect(created.ok).toBe(true);
    await until(() => expect(v2.textContent).toContain('Written while you compare'), 10_000);
    const v1 = within(dialog).getByShadowRole('region', { name: 'Comments on v1' });
    expect(v1.textContent).toContain('No comments on this version.');
    // Its shape is drawn on the right side's page.
    const [, right] = sides(opened.shadowRoot) as [HTMLElement, HTMLElement];
    await until(() =>
      expect(right.querySelector('.pd-viewer-page-box canvas:not(.pd-viewer-page-picture)')).not.toBeNull(),
    );
  });

  it('stacks the two sides in a narrow viewer (a phone), each as wide as the viewer', async () => {
    const fx = compareFixtures();
    const opened = await openOnCompareServer(
      'staff@demo.test',
      { orderId: fx.orderId, attachmentId: fx.spot.id },
      { width: 390, height: 844 },
    );
    await openCompare(opened);
    const [left, right] = sides(opened.shadowRoot).map((side) => side.getBoundingClientRect()) as [
      DOMRect,
      DOMRect,
    ];
    expect(right.top).toBeGreaterThanOrEqual(left.bottom);
    for (const side of [left, right]) expect(side.width).toBeGreaterThan(380);
    // Each side's zoom bar fits: its last button is inside the side.
    for (const side of sides(opened.shadowRoot)) {
      const fit = within(side)
        .getByShadowRole('button', { name: /Fit to/ })
        .getBoundingClientRect();
      expect(fit.right).toBeLessThanOrEqual(side.getBoundingClientRect().right);
    }
  });
});
