import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { hasUnsavedDrawing } from '../../../../../widgets/proofing-viewer/drawing';
import { MARKER_PAINT } from '../../../../../widgets/proofing-viewer/drawing/shape-format';
import { WINDOW_MARGIN } from '../../../../../widgets/proofing-viewer/drawing/view-window';
import {
  drag,
  drawnWindow,
  frameTopic,
  newState,
  nextFrame,
  paintAt,
  pointer,
  renderDrawing,
  SEEDED,
  stagesIn,
  topicsOf,
} from './drawing-support';

// Issue 11 "Drawing" and proofing §4.6: a Konva stage per page; press starts a shape, drag
// resizes it, release leaves it unsaved for the comment box; only inside the page; the 0.2 format
// for new shapes and older absolute shapes in the right place; shape ↔ thread selection.

const PAGES = [
  { page: 1, width: 600, height: 400 },
  { page: 2, width: 400, height: 500 },
];

const overlays = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('.pd-drawing-layer')];
const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
/** Whether a pixel is painted in this colour (within the canvas's rounding; a dimmed one too). */
const painted = (pixel: number[], hex: string) =>
  pixel[3]! > 0 && rgb(hex).every((channel, index) => Math.abs(channel - pixel[index]!) <= 2);

describe('drawing layer', () => {
  it('puts a Konva stage over each page with work, sized by the zoom, and removes it with the page', async () => {
    const state = newState();
    const { shadowRoot, root } = await renderDrawing(state, PAGES, 0.75);
    // Nothing to show and the pointer chosen: no canvases at all.
    expect(shadowRoot.querySelectorAll('canvas')).toHaveLength(0);
    // A marker tool: every page in view can be drawn on.
    flushSync(() => state.$tool.set('rectangle'));
    await expect.poll(() => stagesIn(shadowRoot)).toHaveLength(2);
    const stages = stagesIn(shadowRoot);
    expect(stages).toHaveLength(2);
    // Each stage covers its page's window: the view and a margin around it, not the whole page.
    const view = shadowRoot.querySelector<HTMLElement>('.test-scroll')!;
    for (const stage of stages) {
      expect(stage.height()).toBeLessThanOrEqual(view.clientHeight + 2 * WINDOW_MARGIN + 64);
      expect(stage.container().dataset.drawnZoom).toBe('0.75');
    }
    // The container is the overlay element itself (never an id looked up on document).
    expect(stages[0]!.container()).toBe(overlays(shadowRoot)[0]);
    // While the zoom moves the drawn canvases are scaled (resizing them costs more than drawing);
    // once it rests they are redrawn at the new size.
    flushSync(() => state.$zoom.set(1.5));
    expect(stages[0]!.content.style.transform).toMatch(/scale\(2\)$/);
    expect(stages[0]!.container().dataset.drawnZoom).toBe('0.75');
    await expect
      .poll(() => stagesIn(shadowRoot).map((stage) => stage.container().dataset.drawnZoom))
      .toEqual(['1.5', '1.5']);
    expect(stages[0]!.content.style.transform).not.toMatch(/scale/);
    flushSync(() => state.$pages.set(PAGES.slice(0, 1)));
    expect(stagesIn(shadowRoot)).toHaveLength(1);
    root.unmount();
    expect(stagesIn(shadowRoot)).toHaveLength(0);
  });

  it('creates one stage per page under StrictMode’s double mount, and frees the first', async () => {
    const state = newState();
    state.$tool.set('rectangle');
    const { shadowRoot } = await renderDrawing(state, PAGES, 1, 2, { strict: true });
    await nextFrame();
    expect(stagesIn(shadowRoot)).toHaveLength(2);
    expect(shadowRoot.querySelectorAll('.konvajs-content')).toHaveLength(2);
  });

  it('holds a stage only for pages within a screen of the view', async () => {
    const state = newState();
    // In a 400 px scroll box: pages at 0, 630 and 1260 px; the view and a screen below reach 800.
    const tall = [1, 2, 3].map((page) => ({ page, width: 300, height: 600 }));
    state.$tool.set('rectangle');
    const { shadowRoot } = await renderDrawing(state, tall, 1, 2);
    expect(stagesIn(shadowRoot).map((stage) => stage.container().dataset.page)).toEqual(['1', '2']);
    shadowRoot.querySelector('.test-scroll')!.scrollTop = 1260;
    await expect
      .poll(() => stagesIn(shadowRoot).map((stage) => stage.container().dataset.page))
      .toEqual(['2', '3']);
  });

  it('draws only the window around the view, and what a pan uncovers, at the right places', async () => {
    const state = newState();
    // A page 3,000 px tall in a 400 px scroll box, red frames down its left side.
    const tall = { page: 1, width: 300, height: 3000 };
    const tops = [100, 500, 900, 1000, 1300, 1700, 2100, 2500];
    state.$topics.set(tops.map((top) => frameTopic(`frame-${top}`, top, tall)));
    const { shadowRoot } = await renderDrawing(state, [tall], 1, 1);
    const [stage] = stagesIn(shadowRoot);
    await nextFrame();
    const red = (top: number) => painted(paintAt(stage!, 0, 10, top + 25), MARKER_PAINT.red);
    // The window: the view and a margin below it, far less than the page.
    expect(stage!.height()).toBeLessThan(1200);
    expect(drawnWindow(stage!).top).toBe(0);
    expect(red(100)).toBe(true);
    // A pan within the margin's reach moves what is drawn and draws the strip it uncovers.
    const scroller = shadowRoot.querySelector<HTMLElement>('.test-scroll')!;
    for (const scrollTop of [150, 300, 450, 600]) {
      scroller.scrollTop = scrollTop;
      await nextFrame();
    }
    expect(drawnWindow(stage!).top).toBeGreaterThan(0);
    // 500 and 900 were drawn before and moved; 1000 lies in the uncovered strip.
    for (const top of [500, 900, 1000]) expect(red(top)).toBe(true);
    // Between the frames nothing is painted (the inside of a frame).
    expect(paintAt(stage!, 0, 150, 700)[3]).toBe(0);
    // A jump past the window draws the window at its new place.
    scroller.scrollTop = 2300;
    await nextFrame();
    expect(red(2500)).toBe(true);
    expect(drawnWindow(stage!).top).toBeGreaterThan(1500);
  });

  it('draws the seeded threads of both formats at their places on the page', async () => {
    const state = newState();
    const topics = await topicsOf('owner@demo.test', SEEDED.poster, SEEDED.posterVersion);
    state.$topics.set(topics);
    // Only page 1 has shapes: only page 1 gets a stage.
    const { shadowRoot } = await renderDrawing(state, PAGES, 0.75, 1);
    const [page1] = stagesIn(shadowRoot);
    const shapes = page1!.find('Shape');
    expect(shapes.map((shape) => shape.className).sort()).toEqual(['Arrow', 'Circle', 'Rect']);
    // 0.2: the rectangle at x 0.06, y 0.04 of the page (600 × 400), in page pixels.
    const rect = page1!.findOne('#shape-rect-1')!;
    expect(rect.x()).toBeCloseTo(36);
    expect(rect.y()).toBeCloseTo(16);
    // Older absolute: the dot drawn at (320, 300) at scale 0.75 lands on page pixel (426.7, 400)…
    const dot = page1!.findOne('#shape-circle-abs')!;
    expect(dot.x()).toBeCloseTo(426.67, 1);
    expect(dot.y()).toBeCloseTo(400);
    // …which at zoom 0.75 is its original stage pixel (320, 300): the canvas is blue there.
    await nextFrame();
    const stageToPage = (value: number) => value / 0.75;
    expect(painted(paintAt(page1!, 0, stageToPage(320), stageToPage(299)), MARKER_PAINT.blue)).toBe(true);
    // The rectangle's left edge is painted red, its inside is not painted.
    expect(painted(paintAt(page1!, 0, 36, 40), MARKER_PAINT.red)).toBe(true);
    expect(paintAt(page1!, 0, 150, 40)[3]).toBe(0);
    // The resolved thread's shape is dimmed.
    const resolved = topics.find((topic) => topic.isResolve)!;
    expect(
      page1!
        .find('Shape')
        .find((shape) => shape.getAttr('topicId') === resolved.id)!
        .opacity(),
    ).toBeLessThan(1);
  });

  it('draws the internal tab’s older free line on its page', async () => {
    const state = newState();
    state.$tab.set('internal');
    state.$topics.set(await topicsOf('operator@demo.test', SEEDED.draft, SEEDED.draftVersion));
    const { shadowRoot } = await renderDrawing(state, PAGES, 1, 1);
    const line = stagesIn(shadowRoot)[0]!.findOne('Line')!;
    expect(line.getAttr('points').map(Math.round)).toEqual([133, 133, 213, 160, 293, 147]);
  });

  it('draws a rectangle by press, drag and release, kept to the page, unsaved in the 0.2 format', async () => {
    const state = newState();
    state.$tool.set('rectangle');
    const { shadowRoot } = await renderDrawing(state, PAGES, 0.5, 2);
    state.$color.set('green');
    const page2 = overlays(shadowRoot)[1]!;
    pointer(page2, 'pointerdown', 100, 100, 0.5);
    pointer(page2, 'pointermove', 200, 150, 0.5);
    // While dragging: drawn, dashed, not yet a draft.
    const drawing = stagesIn(shadowRoot)[1]!.getLayers()[1]!.findOne('Rect')!;
    expect(drawing.width()).toBe(100);
    expect(state.$draft.get()).toBeNull();
    // Released past the page's right and bottom edges: the shape stops at them.
    pointer(page2, 'pointermove', 700, 900, 0.5);
    pointer(page2, 'pointerup', 700, 900, 0.5);
    const draft = state.$draft.get()!;
    expect(draft.comment).toBe('');
    expect(draft.shape).toMatchObject({
      className: 'Rect',
      page: 2,
      scale: 1,
      isUnsaved: true,
      attrs: {
        version: '0.2',
        group: 'page-2',
        stroke: 'green',
        strokeWidth: 5,
        x: 0.25,
        y: 0.2,
        width: 0.75,
        height: 0.8,
      },
    });
    expect(hasUnsavedDrawing(state)).toBe(true);
    const shown = stagesIn(shadowRoot)[1]!.getLayers()[1]!.findOne('Rect')!;
    expect([shown.x(), shown.y(), shown.width(), shown.height()]).toEqual([100, 100, 300, 400]);
    expect(shown.getAttr('dash').length).toBeGreaterThan(0);
  });

  it('draws a dot, an arrow and a free line with the spec defaults', async () => {
    const state = newState();
    state.$tool.set('dot');
    const { shadowRoot } = await renderDrawing(state, PAGES, 1, 2);
    const page1 = overlays(shadowRoot)[0]!;
    drag(page1, [[50, 60]]);
    expect(state.$draft.get()!.shape).toMatchObject({
      className: 'Circle',
      attrs: { radius: 10, strokeWidth: 5 },
    });
    state.$draft.set(null);
    state.$tool.set('arrow');
    drag(page1, [
      [10, 10],
      [100, 40],
      [300, 200],
    ]);
    expect(state.$draft.get()!.shape).toMatchObject({
      className: 'Arrow',
      attrs: { points: [expect.closeTo(10 / 600), 0.025, 0.5, 0.5], pointerLength: 10, pointerWidth: 10 },
    });
    state.$draft.set(null);
    state.$tool.set('line');
    drag(page1, [
      [60, 40],
      [120, 80],
      [180, 40],
    ]);
    expect((state.$draft.get()!.shape.attrs.points as number[]).length).toBe(6);
  });

  it('drops the shape being drawn on Escape', async () => {
    const state = newState();
    state.$tool.set('arrow');
    const { shadowRoot } = await renderDrawing(state, PAGES, 1, 2);
    const page1 = overlays(shadowRoot)[0]!;
    pointer(page1, 'pointerdown', 10, 10);
    pointer(page1, 'pointermove', 200, 100);
    expect(stagesIn(shadowRoot)[0]!.getLayers()[1]!.getChildren()).toHaveLength(1);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    pointer(page1, 'pointerup', 200, 100);
    expect(state.$draft.get()).toBeNull();
    expect(stagesIn(shadowRoot)[0]!.getLayers()[1]!.getChildren()).toHaveLength(0);
  });

  it('keeps an unsaved shape that has a comment: a new press does not replace it', async () => {
    const state = newState();
    state.$tool.set('rectangle');
    const { shadowRoot } = await renderDrawing(state, PAGES, 1, 2);
    const page1 = overlays(shadowRoot)[0]!;
    drag(page1, [
      [10, 10],
      [60, 60],
    ]);
    const first = state.$draft.get()!;
    // Not a word yet: drawing again redraws it.
    drag(page1, [
      [100, 100],
      [200, 150],
    ]);
    expect(state.$draft.get()!.shape.attrs.id).not.toBe(first.shape.attrs.id);
    state.$draft.set({ ...state.$draft.get()!, comment: 'Move this up' });
    const commented = state.$draft.get()!;
    drag(page1, [
      [300, 300],
      [350, 350],
    ]);
    expect(state.$draft.get()).toBe(commented);
  });

  it('does not draw in read-only mode, or with the pointer', async () => {
    const state = newState();
    const { shadowRoot } = await renderDrawing(state, PAGES);
    const page1 = overlays(shadowRoot)[0]!;
    drag(page1, [
      [10, 10],
      [200, 200],
    ]);
    expect(state.$draft.get()).toBeNull();
    state.$tool.set('rectangle');
    flushSync(() => state.$readOnly.set(true));
    drag(page1, [
      [10, 10],
      [200, 200],
    ]);
    expect(state.$draft.get()).toBeNull();
    // Nothing to show and nothing to draw: no stage at all.
    expect(stagesIn(shadowRoot)).toHaveLength(0);
  });

  it('selects a thread by its shape, and highlights the shape of the selected thread', async () => {
    const state = newState();
    const topics = await topicsOf('owner@demo.test', SEEDED.poster, SEEDED.posterVersion);
    state.$topics.set(topics);
    const { shadowRoot } = await renderDrawing(state, PAGES, 1, 1);
    const rectTopic = topics.find((topic) => topic.annotation?.includes('"Rect"'))!;
    const arrowTopic = topics.find((topic) => topic.annotation?.includes('"Arrow"'))!;
    await nextFrame();
    // Over the rectangle's left edge the pointer shows it can be chosen; off it, not.
    pointer(overlays(shadowRoot)[0]!, 'pointermove', 36, 34, 1, 0);
    expect(overlays(shadowRoot)[0]!.hasAttribute('data-over-shape')).toBe(true);
    pointer(overlays(shadowRoot)[0]!, 'pointermove', 150, 200, 1, 0);
    expect(overlays(shadowRoot)[0]!.hasAttribute('data-over-shape')).toBe(false);
    // Press on the rectangle's left edge (x 0.06 of 600 px, halfway down it).
    pointer(overlays(shadowRoot)[0]!, 'pointerdown', 36, 34);
    pointer(overlays(shadowRoot)[0]!, 'pointerup', 36, 34);
    expect(state.$selectedTopicId.get()).toBe(rectTopic.id);
    const stage = stagesIn(shadowRoot)[0]!;
    await expect.poll(() => stage.findOne('.selected')?.getAttr('topicId')).toBe(rectTopic.id);
    // The comment panel selects another thread: its shape is highlighted instead.
    flushSync(() => state.$selectedTopicId.set(arrowTopic.id));
    expect(stage.find('.selected').map((node) => node.getAttr('topicId'))).toEqual([arrowTopic.id]);
    expect(stage.findOne('.selected')!.getAttr('shadowEnabled')).toBe(true);
    flushSync(() => state.$selectedTopicId.set(null));
    expect(stage.find('.selected')).toHaveLength(0);
  });

  it('keeps the unsaved shape through a tab switch and a reload of the version', async () => {
    const state = newState();
    state.$tool.set('rectangle');
    const { shadowRoot, root } = await renderDrawing(state, PAGES, 1, 2);
    drag(overlays(shadowRoot)[1]!, [
      [20, 20],
      [120, 90],
    ]);
    const draft = state.$draft.get()!;
    // The viewer switches tab: other threads, the pointer tool (issue 11); the shape stays.
    flushSync(() => {
      state.$tab.set('internal');
      state.$tool.set('pointer');
      state.$topics.set([]);
    });
    expect(state.$draft.get()).toBe(draft);
    // Page 1 has nothing left to show; page 2 keeps its stage for the unsaved shape.
    const kept = stagesIn(shadowRoot);
    expect(kept.map((stage) => stage.container().dataset.page)).toEqual(['2']);
    expect(kept[0]!.getLayers()[1]!.findOne('Rect')!.width()).toBe(100);
    // A failed save reloads the version: the pages remount, the shape is drawn again.
    root.unmount();
    const again = await renderDrawing(state, PAGES, 1, 1);
    const rect = stagesIn(again.shadowRoot)[0]!.getLayers()[1]!.findOne('Rect')!;
    expect([rect.x(), rect.y(), rect.width(), rect.height()]).toEqual([20, 20, 100, 70]);
  });

  it('asks before the page is left while a shape is unsaved', async () => {
    const state = newState();
    await renderDrawing(state, PAGES);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    state.$draft.set({ shape: { className: 'Rect', attrs: { id: 'x' }, page: 1, scale: 1 }, comment: '' });
    expect(leave()).toBe(true);
  });
});
