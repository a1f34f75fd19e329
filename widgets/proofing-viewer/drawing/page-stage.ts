import { Group } from 'konva/lib/Group';
import { Layer } from 'konva/lib/Layer';
import type { Shape } from 'konva/lib/Shape';
import { Stage } from 'konva/lib/Stage';
import type { PageGeometry } from '../state/viewer-state';
import type { PageShape, ThreadShape } from './shape-format';
import { createNode, ShapeCells } from './shape-nodes';
import { scrollBoxOf } from './use-near-view';
import { type Box, overlap, serves, WINDOW_SLACK, windowAround } from './view-window';

export { createNode } from './shape-nodes';

// One page's Konva stage, driven imperatively (DESIGN.md §8 "Konva in a shadow root"): the
// container is an element, never an id (ids are looked up on `document`); shapes are placed in page
// pixels and drawn through a canvas transform of the zoom (paint()). Two layers: the saved threads' shapes (listening, so a
// pointer press can find its thread) and the shape being drawn or waiting for its comment (never
// listening, hidden while empty). perfectDrawEnabled(false) keeps thousands of stroked shapes cheap.
//
// The stage covers only the page's window (view-window.ts: what the scroll box shows and a margin),
// and is moved and redrawn when a pan nears the window's edge; the shapes outside it are skipped
// (ShapeCells). The stage decides when its layers draw (ScheduledLayer): the scene when it changes,
// the hit graph only when a pointer needs it, so a pan or a zoom never pays for a hit graph.

export type { ThreadShape };

/**
 * How long the zoom must rest before the window is redrawn sharp at it. Until then the drawn
 * canvases follow the zoom by a CSS scale: a continuous zoom (a pinch, a wheel) sends an event a
 * frame, and a redraw each frame would not fit in one. The sharp redraw lands within 100 ms of
 * the zoom's last input (the shapes bench).
 */
export const ZOOM_SETTLE_MS = 40;

/** The name the selected thread's shape carries (tests and styles find it by `.selected`). */
export const SELECTED_NAME = 'selected';
const RESOLVED_OPACITY = 0.45;

/** A layer that asks its stage to draw it instead of drawing (Konva draws at once on a resize). */
class ScheduledLayer extends Layer {
  onDrawRequest?: (layer: ScheduledLayer) => void;
  override batchDraw(): this {
    this.onDrawRequest?.(this);
    return this;
  }
  override draw(): this {
    this.onDrawRequest?.(this);
    return this;
  }
}

export class PageStage {
  readonly stage: Stage;
  // They never clear themselves: paint() clears what it draws.
  private readonly saved = new ScheduledLayer({ clearBeforeDraw: false });
  private readonly drawing = new ScheduledLayer({ listening: false, visible: false, clearBeforeDraw: false });
  private readonly cells = new ShapeCells(this.saved);
  /** The selected thread's shape, moved here to be drawn above the others. */
  private readonly top = new Group();
  private readonly byTopic = new Map<string, Shape>();
  private selected: string | null = null;
  private page: PageGeometry;
  /** The zoom shown, and the zoom and window (CSS pixels at that zoom) the canvases are drawn at. */
  private zoom: number;
  private drawnZoom = 0;
  private window: Box = { left: 0, top: 0, width: 0, height: 0 };
  private readonly stale = new Set<ScheduledLayer>();
  private hitStale = true;
  /** Set while the stage changes its own nodes and draws them itself. */
  private quiet = false;
  private frame = 0;
  private settle: number | undefined;
  /**
   * The window's parts around the view that a redraw left blank (canvas CSS pixels), drawn in idle
   * time after the view is shown (drawMargin), or at once when a pan or the same zoom needs them.
   */
  private margin: Box[] = [];
  private cancelMarginTask: (() => void) | undefined;
  private readonly view: Window;
  private readonly scroller: Element | null;
  private readonly resizes: ResizeObserver | null;
  private readonly detach: () => void;

  constructor(
    private readonly container: HTMLDivElement,
    page: PageGeometry,
    zoom: number,
  ) {
    this.view = container.ownerDocument.defaultView ?? window;
    this.page = page;
    this.zoom = zoom;
    this.stage = new Stage({ container, width: 1, height: 1 });
    const content = this.stage.content;
    content.style.position = 'absolute';
    content.style.left = '0';
    content.style.top = '0';
    content.style.transformOrigin = '0 0';
    this.stage.add(this.saved, this.drawing);
    for (const layer of [this.saved, this.drawing]) layer.onDrawRequest = (it) => this.requestDraw(it);
    // Says when the pointer is over a thread's shape (the layer's cursor shows it can be chosen),
    // from Konva's own hit test of each move: no second one.
    this.saved.on('pointerover', () => container.setAttribute('data-over-shape', ''));
    this.saved.on('pointerout', () => container.removeAttribute('data-over-shape'));

    // The hit graph before Konva reads it: at a press, and at a move with no button down (a drag
    // pans or draws, and needs none).
    const needHit = (event: PointerEvent) => {
      if (event.type === 'pointerdown' || event.buttons === 0) this.ensureHit();
    };
    const onScroll = () => this.follow();
    this.scroller = scrollBoxOf(container, this.view);
    const scrolled: EventTarget = this.scroller ?? this.view;
    container.addEventListener('pointerdown', needHit, { capture: true });
    container.addEventListener('pointermove', needHit, { capture: true });
    scrolled.addEventListener('scroll', onScroll, { passive: true });
    if (this.scroller) this.view.addEventListener('scroll', onScroll, { passive: true });
    this.view.addEventListener('resize', onScroll);
    const Observer = (this.view as Window & typeof globalThis).ResizeObserver;
    this.resizes = Observer ? new Observer(onScroll) : null;
    if (this.scroller) this.resizes?.observe(this.scroller);
    this.detach = () => {
      container.removeEventListener('pointerdown', needHit, { capture: true });
      container.removeEventListener('pointermove', needHit, { capture: true });
      scrolled.removeEventListener('scroll', onScroll);
      this.view.removeEventListener('scroll', onScroll);
      this.view.removeEventListener('resize', onScroll);
      this.resizes?.disconnect();
    };
    this.redraw();
  }

  /** Follows the zoom: at once by a CSS scale, sharp once it rests (ZOOM_SETTLE_MS). */
  zoomTo(page: PageGeometry, zoom: number): void {
    this.view.clearTimeout(this.settle);
    this.settle = undefined;
    // A margin drawn at a zoom the sweep has left would cost a raster mid-gesture for pixels that
    // are about to be redrawn: it waits (kept, in case the zoom comes back to the drawn one).
    if (zoom !== this.drawnZoom) this.unscheduleMargin();
    const resized = page.width !== this.page.width || page.height !== this.page.height;
    this.page = page;
    this.zoom = zoom;
    if (resized) {
      this.redraw();
      return;
    }
    this.settle = undefined;
    if (zoom !== this.drawnZoom) this.settle = this.view.setTimeout(() => this.redraw(), ZOOM_SETTLE_MS);
    this.follow();
  }

  /** Replaces the saved shapes with these. */
  showThreads(threads: readonly ThreadShape[]): void {
    this.top.destroyChildren();
    this.top.remove();
    this.saved.destroyChildren();
    this.cells.clear();
    this.byTopic.clear();
    for (const { shape, topicId, resolved } of threads) {
      const node = createNode(shape);
      node.setAttr('topicId', topicId);
      if (resolved) node.opacity(RESOLVED_OPACITY);
      this.byTopic.set(topicId, node);
      this.cells.add(node, shape);
    }
    this.saved.add(this.top);
    this.cells.cull(this.windowOnPage());
    const selected = this.selected;
    this.selected = null;
    this.highlight(selected);
    this.requestDraw(this.saved);
  }

  /** Highlights the selected thread's shape (a glow, drawn above the others). */
  select(topicId: string | null): void {
    this.highlight(topicId);
    this.requestDraw(this.saved);
  }

  private highlight(topicId: string | null): void {
    const previous = this.selected ? this.byTopic.get(this.selected) : undefined;
    if (previous) {
      previous.name('');
      previous.shadowEnabled(false);
      this.cells.restore(previous);
    }
    this.selected = topicId;
    const node = topicId ? this.byTopic.get(topicId) : undefined;
    if (!node) return;
    node.name(SELECTED_NAME);
    node.setAttrs({ shadowEnabled: true, shadowColor: '#000', shadowBlur: 12, shadowOpacity: 0.7 });
    node.moveTo(this.top);
  }

  /** Shows the shape being drawn or waiting for its comment (null: none on this page). */
  showDrawing(shape: PageShape | null): void {
    this.drawing.destroyChildren();
    if (shape) this.drawing.add(createNode(shape, true));
    // An empty canvas still costs: without a GPU each shown canvas is copied at every frame.
    this.drawing.visible(shape !== null);
    this.requestDraw(this.drawing);
  }

  /** The thread whose shape is under a point of the page (page pixels at zoom 1). */
  topicAt(x: number, y: number): string | null {
    this.ensureHit();
    const scale = this.drawnZoom;
    const hit = this.stage.getIntersection({
      x: x * scale - this.window.left,
      y: y * scale - this.window.top,
    });
    const topicId: unknown = hit?.getAttr('topicId');
    return typeof topicId === 'string' ? topicId : null;
  }

  destroy(): void {
    this.unscheduleMargin();
    this.view.clearTimeout(this.settle);
    this.view.cancelAnimationFrame(this.frame);
    this.detach();
    this.stage.destroy();
  }

  /**
   * After a scroll, a resize or a zoom: redraws the window if it no longer serves the view. While the
   * zoom moves, the redraw waits for it to rest: a zoom out may show the page beyond the window
   * without shapes for that long, but a whole window each frame would not fit in one.
   */
  private follow(): void {
    if (this.settle !== undefined) {
      this.place();
      return;
    }
    const visible = this.visible();
    const onPage = (box: Box, zoom: number): Box => ({
      left: box.left / zoom,
      top: box.top / zoom,
      width: box.width / zoom,
      height: box.height / zoom,
    });
    if (!serves(this.windowOnPage(), onPage(visible, this.zoom), this.page, WINDOW_SLACK / this.zoom)) {
      this.redraw();
      return;
    }
    // The view may have moved into a margin not drawn yet.
    this.drawMargin();
    this.place();
  }

  /** Draws the window around the view at the shown zoom, now (the frame being made shows it). */
  private redraw(): void {
    this.view.clearTimeout(this.settle);
    this.settle = undefined;
    const zoom = this.zoom;
    const next = windowAround(this.visible(), {
      width: this.page.width * zoom,
      height: this.page.height * zoom,
    });
    const previous = this.window;
    // Konva asks for a draw at each change made here; this draws them itself, at once.
    this.quiet = true;
    try {
      const panned =
        zoom === this.drawnZoom &&
        next.width === previous.width &&
        next.height === previous.height &&
        !this.stale.has(this.saved);
      // A pan moves the drawn pixels: the margin must be among them.
      if (panned) this.drawMargin();
      else this.unscheduleMargin();
      if (next.width !== this.stage.width() || next.height !== this.stage.height()) this.stage.size(next);
      this.window = next;
      this.drawnZoom = zoom;
      if (panned) this.shift(previous, next);
      else this.paintViewFirst();
      if (this.drawing.visible()) this.paint(this.drawing);
      this.stale.clear();
      this.hitStale = true;
      this.place();
    } finally {
      this.quiet = false;
    }
    // The zoom the layer is drawn sharp at (the shapes bench waits for it; tests read it).
    this.container.dataset.drawnZoom = String(zoom);
  }

  /**
   * Draws the window at a new zoom: the part the view shows now, the margin around it in idle time
   * after (scheduleMargin). Without a GPU the raster of the strokes is the redraw's cost (40 ms of
   * CPU for a window at zoom 1 in the shapes bench), proportional to the area drawn: the view alone
   * is shown sooner, and a zoom that moves on before the margin is drawn never pays for it.
   */
  private paintViewFirst(): void {
    const { width, height } = this.window;
    const shown = overlap(this.visible(), this.window);
    const left = Math.max(0, Math.floor(shown.left - this.window.left));
    const top = Math.max(0, Math.floor(shown.top - this.window.top));
    const right = Math.min(width, Math.ceil(shown.left + shown.width - this.window.left));
    const bottom = Math.min(height, Math.ceil(shown.top + shown.height - this.window.top));
    if (right <= left || bottom <= top) {
      // Not in the view (a page near it): all of it, now.
      this.margin = [];
      this.cells.cull(this.windowOnPage());
      this.paint(this.saved);
      return;
    }
    const view = { left, top, width: right - left, height: bottom - top };
    this.margin = [
      { left: 0, top: 0, width, height: top },
      { left: 0, top: bottom, width, height: height - bottom },
      { left: 0, top, width: left, height: view.height },
      { left: right, top, width: width - right, height: view.height },
    ].filter((strip) => strip.width > 0 && strip.height > 0);
    // What the margin held was drawn at another zoom: blank until it is drawn.
    this.clear(this.saved);
    this.paintArea(view);
    this.cells.cull(this.windowOnPage());
    this.scheduleMargin();
  }

  /** Draws the margin left by paintViewFirst when the browser is idle (after the view's frame). */
  private scheduleMargin(): void {
    this.unscheduleMargin();
    if (this.margin.length === 0) return;
    const view = this.view;
    const run = () => {
      this.cancelMarginTask = undefined;
      this.drawMargin();
    };
    if (typeof view.requestIdleCallback === 'function') {
      const id = view.requestIdleCallback(run, { timeout: 100 });
      this.cancelMarginTask = () => view.cancelIdleCallback(id);
    } else {
      const id = view.setTimeout(run, 16);
      this.cancelMarginTask = () => view.clearTimeout(id);
    }
  }

  private unscheduleMargin(): void {
    this.cancelMarginTask?.();
    this.cancelMarginTask = undefined;
  }

  /** Draws the margin not drawn yet, now (at the drawn zoom and window). */
  private drawMargin(): void {
    this.unscheduleMargin();
    if (this.margin.length === 0) return;
    const strips = this.margin;
    this.margin = [];
    const quiet = this.quiet;
    this.quiet = true;
    try {
      for (const strip of strips) this.paintArea(strip);
      this.cells.cull(this.windowOnPage());
    } finally {
      this.quiet = quiet;
    }
  }

  /** Draws the saved shapes into one area of the window (canvas CSS pixels), only the cells in it. */
  private paintArea(area: Box): void {
    const zoom = this.drawnZoom;
    this.cells.cull({
      left: (area.left + this.window.left) / zoom,
      top: (area.top + this.window.top) / zoom,
      width: area.width / zoom,
      height: area.height / zoom,
    });
    this.paint(this.saved, area);
  }

  /** Clears a layer's whole canvas. */
  private clear(layer: ScheduledLayer): void {
    const canvas = layer.getCanvas();
    const context = canvas.getContext()._context;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, canvas._canvas.width, canvas._canvas.height);
    context.restore();
  }

  /**
   * A pan at the drawn zoom: the pixels still in the window move with one copy, and only the strips
   * it uncovers are drawn (without a GPU, a canvas's cost is the pixels its shapes cover: redrawing
   * the whole window took 40 ms of a loaded core, the strips a few).
   */
  private shift(from: Box, to: Box): void {
    const canvas = this.saved.getCanvas();
    const ratio = canvas.getPixelRatio();
    const context = canvas.getContext()._context;
    const dx = from.left - to.left;
    const dy = from.top - to.top;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    // 'copy' also clears what the moved picture no longer covers.
    context.globalCompositeOperation = 'copy';
    context.drawImage(canvas._canvas, dx * ratio, dy * ratio);
    context.restore();
    // The uncovered strips, in canvas (CSS) pixels: a column for a move across, a row for one down.
    const strips: Box[] = [];
    if (dx !== 0)
      strips.push({ left: dx > 0 ? 0 : to.width + dx, top: 0, width: Math.abs(dx), height: to.height });
    if (dy !== 0)
      strips.push({ left: 0, top: dy > 0 ? 0 : to.height + dy, width: to.width, height: Math.abs(dy) });
    for (const strip of strips) this.paintArea(strip);
    this.cells.cull(this.windowOnPage());
  }

  /**
   * Draws a layer's scene (or its hit graph) into the window, or into one area of it (canvas CSS
   * pixels). The zoom and the window's offset are the canvas context's transform, not the stage's:
   * a Konva stage transform that changes makes Konva forget every node's cached transform (2,000
   * of them at each redraw), so the stage itself stays at scale 1 and offset 0.
   */
  private paint(layer: ScheduledLayer, area?: Box, hit = false): void {
    const canvas = hit ? layer.getHitCanvas() : layer.getCanvas();
    const ratio = canvas.getPixelRatio();
    const context = canvas.getContext()._context;
    const { left, top, width, height } = area ?? {
      left: 0,
      top: 0,
      width: this.window.width,
      height: this.window.height,
    };
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(left * ratio, top * ratio, width * ratio, height * ratio);
    if (area) {
      context.beginPath();
      context.rect(left * ratio, top * ratio, width * ratio, height * ratio);
      context.clip();
    }
    const scale = ratio * this.drawnZoom;
    context.setTransform(scale, 0, 0, scale, -this.window.left * ratio, -this.window.top * ratio);
    if (hit) layer.drawHit();
    else layer.drawScene();
    context.restore();
  }

  /** Puts the drawn canvases over their window, scaled from the drawn zoom to the shown one. */
  private place(): void {
    const scale = this.zoom / this.drawnZoom;
    const { left, top } = this.window;
    this.stage.content.style.transform =
      scale === 1
        ? `translate(${left}px, ${top}px)`
        : `translate(${left * scale}px, ${top * scale}px) scale(${scale})`;
  }

  /** The window in page pixels. */
  private windowOnPage(): Box {
    const zoom = this.drawnZoom || this.zoom;
    const { left, top, width, height } = this.window;
    return { left: left / zoom, top: top / zoom, width: width / zoom, height: height / zoom };
  }

  /**
   * What the scroll box shows, in CSS pixels of the page box at the shown zoom: may reach past the
   * page, or lie beside it for a page near the view (the window is then its nearest edge).
   */
  private visible(): Box {
    const page = this.container.getBoundingClientRect();
    const screen = { left: 0, top: 0, width: this.view.innerWidth, height: this.view.innerHeight };
    let view = screen;
    if (this.scroller) {
      const box = this.scroller.getBoundingClientRect();
      const inner = {
        left: box.left + this.scroller.clientLeft,
        top: box.top + this.scroller.clientTop,
        width: this.scroller.clientWidth,
        height: this.scroller.clientHeight,
      };
      // The part of the box on the screen (a host page may scroll the box itself out of view).
      const left = Math.max(inner.left, screen.left);
      const top = Math.max(inner.top, screen.top);
      view = {
        left,
        top,
        width: Math.max(0, Math.min(inner.left + inner.width, screen.width) - left) || inner.width,
        height: Math.max(0, Math.min(inner.top + inner.height, screen.height) - top) || inner.height,
      };
    }
    return { left: view.left - page.left, top: view.top - page.top, width: view.width, height: view.height };
  }

  private requestDraw(layer: ScheduledLayer): void {
    if (this.quiet) return;
    this.stale.add(layer);
    if (this.frame === 0) this.frame = this.view.requestAnimationFrame(() => this.flush());
  }

  /** Draws the layers that changed; the hit graph waits until a pointer needs it. */
  private flush(): void {
    this.view.cancelAnimationFrame(this.frame);
    this.frame = 0;
    if (this.stale.has(this.saved)) {
      // The whole window, margin included.
      this.unscheduleMargin();
      this.margin = [];
      this.hitStale = true;
    }
    for (const layer of this.stale) if (layer.visible()) this.paint(layer);
    this.stale.clear();
  }

  private ensureHit(): void {
    if (this.frame !== 0) this.flush();
    if (!this.hitStale) return;
    this.hitStale = false;
    this.paint(this.saved, undefined, true);
  }
}
