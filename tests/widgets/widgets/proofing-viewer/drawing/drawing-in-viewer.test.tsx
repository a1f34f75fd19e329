import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { demoAttachment, fixtures, openViewer, until } from '../support';
import { pointer, SEEDED, stagesIn, topicsOf } from './drawing-support';

// The drawing layer in its slots of the real viewer (real server, real image): issue 11 "selecting
// a shape selects its comment", "press starts a shape … release opens the comment box", the pointer
// tool's pan left alone, and "Read-only mode … hides the marker tools".

const layerOf = (root: ShadowRoot) =>
  root.querySelector<HTMLElement>('.pd-viewer-page-box .pd-drawing-layer')!;
const scrollerOf = (root: ShadowRoot) => root.querySelector<HTMLElement>('.pd-viewer-scroll')!;

describe('drawing layer in the viewer', () => {
  it('selects a thread by its shape without panning, and draws with the toolbox’s rectangle', async () => {
    const { inReview } = fixtures();
    const viewer = await openViewer('owner@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.poster(inReview),
    });
    await viewer.view.findByShadowRole('img', { name: 'Poster.png' });
    const topics = await topicsOf('owner@demo.test', SEEDED.poster, SEEDED.posterVersion);
    flushSync(() => viewer.state.$topics.set(topics));
    await until(() => expect(stagesIn(viewer.shadowRoot)).toHaveLength(1));
    // Zoomed in so the document can scroll: a pan would show.
    viewer.state.$zoom.set(3);
    const scroller = scrollerOf(viewer.shadowRoot);
    await until(() => expect(stagesIn(viewer.shadowRoot)[0]!.container().dataset.drawnZoom).toBe('3'));
    scroller.scrollTop = 100;
    scroller.scrollLeft = 100;
    const [page] = viewer.state.$pages.get();
    const zoom = 3;
    const layer = layerOf(viewer.shadowRoot);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const rectTopic = topics.find((topic) => topic.annotation?.includes('"Rect"'))!;

    // The rectangle's left edge, halfway down it (x 0.06, y 0.04 + 0.09 / 2 of the page).
    const edge = { x: 0.06 * page!.width, y: 0.085 * page!.height };
    const before = [scroller.scrollLeft, scroller.scrollTop];
    expect(before).toEqual([100, 100]);
    pointer(layer, 'pointerdown', edge.x, edge.y, zoom);
    pointer(scroller, 'pointermove', edge.x + 80, edge.y + 80, zoom);
    pointer(layer, 'pointerup', edge.x + 80, edge.y + 80, zoom);
    expect(viewer.state.$selectedTopicId.get()).toBe(rectTopic.id);
    expect([scroller.scrollLeft, scroller.scrollTop]).toEqual(before);

    await userEvent.click(await viewer.view.findByShadowRole('button', { name: 'Rectangle' }));
    expect(viewer.state.$tool.get()).toBe('rectangle');
    pointer(layer, 'pointerdown', page!.width / 2, page!.height / 2, zoom);
    pointer(layer, 'pointermove', page!.width * 0.75, page!.height * 0.6, zoom);
    pointer(layer, 'pointerup', page!.width * 0.75, page!.height * 0.6, zoom);
    const draft = viewer.state.$draft.get()!;
    expect(draft.shape).toMatchObject({
      className: 'Rect',
      page: 1,
      isUnsaved: true,
      attrs: { version: '0.2' },
    });
    expect(draft.shape.attrs.x).toBeCloseTo(0.5, 2);
    expect(draft.shape.attrs.width).toBeCloseTo(0.25, 2);
    expect(viewer.state.$selectedTopicId.get()).toBeNull();
  });

  it('draws a rectangle on page 2 of a PDF, relative to that page', async () => {
    const { inReview } = fixtures();
    const viewer = await openViewer('operator@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.brochure(inReview),
    });
    await viewer.view.findByShadowText('Page 1 of 3', {}, { timeout: 15_000 });
    // The toolbox comes once page 1 is painted (the document first).
    await userEvent.click(await viewer.view.findByShadowRole('button', { name: 'Rectangle' }));
    await userEvent.click(viewer.view.getByShadowRole('radio', { name: 'Purple' }));
    const layer = viewer.shadowRoot.querySelector<HTMLElement>(
      '.pd-viewer-page-box[data-page="2"] .pd-drawing-layer',
    )!;
    const page2 = viewer.state.$pages.get()[1]!;
    const zoom = viewer.state.$zoom.get();
    pointer(layer, 'pointerdown', page2.width * 0.1, page2.height * 0.2, zoom);
    pointer(layer, 'pointermove', page2.width * 0.4, page2.height * 0.3, zoom);
    pointer(layer, 'pointerup', page2.width * 0.4, page2.height * 0.3, zoom);
    const { shape } = viewer.state.$draft.get()!;
    expect(shape).toMatchObject({ className: 'Rect', page: 2, attrs: { group: 'page-2', stroke: 'purple' } });
    expect(
      [shape.attrs.x, shape.attrs.y, shape.attrs.width, shape.attrs.height].map((v) => Number(v).toFixed(2)),
    ).toEqual(['0.10', '0.20', '0.30', '0.10']);
    // Drawn (dashed, unsaved) on page 2's own stage.
    await until(() =>
      expect(
        stagesIn(viewer.shadowRoot)
          .find((stage) => stage.container() === layer)
          ?.getLayers()[1]
          ?.findOne('Rect'),
      ).toBeTruthy(),
    );
  });

  it('hides the toolbox on an approved order (read-only) and keeps the shapes', async () => {
    const { approved } = fixtures();
    const viewer = await openViewer('owner@demo.test', {
      orderId: approved,
      attachmentId: demoAttachment.poster(approved),
    });
    await viewer.view.findByShadowRole('img', { name: 'Poster.png' });
    await until(() => expect(viewer.state.$readOnly.get()).toBe(true));
    expect(viewer.view.queryByShadowRole('toolbar', { name: 'Markers' })).toBeNull();
    expect(viewer.view.queryByShadowRole('button', { name: 'Rectangle' })).toBeNull();
  });
});
