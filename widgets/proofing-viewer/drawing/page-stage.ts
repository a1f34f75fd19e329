import Konva from 'konva/lib/Core';
import { Arrow } from 'konva/lib/shapes/Arrow';
import { Circle } from 'konva/lib/shapes/Circle';
import { Line } from 'konva/lib/shapes/Line';
import { Rect } from 'konva/lib/shapes/Rect';
import type { PageGeometry } from '../state/viewer-state';
import { type PageShape, paintOf, type ThreadShape } from './shape-format';

// One page's Konva stage, driven imperatively (DESIGN.md §8 "Konva in a shadow root"): the
// container is an element, never an id (ids are looked up on `document`); shapes are drawn in page
// pixels under a stage scaled by the zoom. Two layers: the saved threads' shapes (listening, so a
// pointer press can find its thread) and the shape being drawn or waiting for its comment (never
// listening). perfectDrawEnabled(false) keeps thousands of stroked shapes cheap.

export type { ThreadShape };

/**
 * How long the zoom must rest before the canvases are redrawn at it. Resizing a page-sized canvas
 * costs far more than drawing 2,000 shapes on it (tens of ms against a few: the shapes bench), so
 * while the zoom moves the drawn canvases are scaled by CSS and redrawn sharp once it stops.
 */
export const ZOOM_SETTLE_MS = 150;

/** The name the selected thread's shape carries (tests and styles find it by `.selected`). */
export const SELECTED_NAME = 'selected';
const RESOLVED_OPACITY = 0.45;

export class PageStage {
  readonly stage: Konva.Stage;
  private readonly saved = new Konva.Layer();
  private readonly drawing = new Konva.Layer({ listening: false });
  private readonly byTopic = new Map<string, Konva.Shape>();
  private selected: string | null = null;
  private settle: number | undefined;
  private readonly view: Window;

  constructor(container: HTMLDivElement, page: PageGeometry, zoom: number) {
    this.view = container.ownerDocument.defaultView ?? window;
    this.stage = new Konva.Stage({ container, width: page.width * zoom, height: page.height * zoom });
    this.stage.add(this.saved, this.drawing);
    // Says when the pointer is over a thread's shape (the layer's cursor shows it can be chosen),
    // from Konva's own hit test of each move: no second one.
    this.saved.on('pointerover', () => container.setAttribute('data-over-shape', ''));
    this.saved.on('pointerout', () => container.removeAttribute('data-over-shape'));
    this.resize(page, zoom);
  }

  /** The zoom the canvases are drawn at (the shown zoom once it has rested ZOOM_SETTLE_MS). */
  get drawnZoom(): number {
    return this.stage.scaleX();
  }

  /** Follows the zoom: at once by CSS, sharp once the zoom rests (ZOOM_SETTLE_MS). */
  zoomTo(page: PageGeometry, zoom: number): void {
    this.view.clearTimeout(this.settle);
    const drawn = this.drawnZoom;
    if (this.stage.width() === page.width * drawn && this.stage.height() === page.height * drawn) {
      if (zoom === drawn) {
        this.stage.content.style.transform = '';
        return;
      }
      this.stage.content.style.transformOrigin = '0 0';
      this.stage.content.style.transform = `scale(${zoom / drawn})`;
      this.settle = this.view.setTimeout(() => this.resize(page, zoom), ZOOM_SETTLE_MS);
      return;
    }
    this.resize(page, zoom);
  }

  private resize(page: PageGeometry, zoom: number): void {
    this.stage.content.style.transform = '';
    this.stage.size({ width: page.width * zoom, height: page.height * zoom });
    this.stage.scale({ x: zoom, y: zoom });
    this.stage.batchDraw();
  }

  /** Replaces the saved shapes with these. */
  showThreads(threads: readonly ThreadShape[]): void {
    this.saved.destroyChildren();
    this.byTopic.clear();
    for (const { shape, topicId, resolved } of threads) {
      const node = createNode(shape);
      node.setAttr('topicId', topicId);
      if (resolved) node.opacity(RESOLVED_OPACITY);
      this.byTopic.set(topicId, node);
      this.saved.add(node);
    }
    this.highlight(this.selected);
    this.saved.batchDraw();
  }

  /** Highlights the selected thread's shape (a glow, drawn above the others). */
  select(topicId: string | null): void {
    this.highlight(topicId);
    this.saved.batchDraw();
  }

  private highlight(topicId: string | null): void {
    const previous = this.selected ? this.byTopic.get(this.selected) : undefined;
    if (previous) {
      previous.name('');
      previous.shadowEnabled(false);
    }
    this.selected = topicId;
    const node = topicId ? this.byTopic.get(topicId) : undefined;
    if (!node) return;
    node.name(SELECTED_NAME);
    node.setAttrs({ shadowEnabled: true, shadowColor: '#000', shadowBlur: 12, shadowOpacity: 0.7 });
    node.moveToTop();
  }

  /** Shows the shape being drawn or waiting for its comment (null: none on this page). */
  showDrawing(shape: PageShape | null): void {
    this.drawing.destroyChildren();
    if (shape) this.drawing.add(createNode(shape, true));
    this.drawing.batchDraw();
  }

  /** The thread whose shape is under a point of the page (page pixels at zoom 1). */
  topicAt(x: number, y: number): string | null {
    const scale = this.stage.scaleX();
    const hit = this.stage.getIntersection({ x: x * scale, y: y * scale });
    const topicId: unknown = hit?.getAttr('topicId');
    return typeof topicId === 'string' ? topicId : null;
  }

  destroy(): void {
    this.view.clearTimeout(this.settle);
    this.stage.destroy();
  }
}

/** The Konva node of a shape; an unsaved one is dashed so it reads as not yet posted. */
export function createNode(shape: PageShape, unsaved = false): Konva.Shape {
  const paint = paintOf(shape.color);
  const common = {
    id: shape.id,
    stroke: paint,
    strokeWidth: shape.strokeWidth,
    perfectDrawEnabled: false,
    shadowForStrokeEnabled: false,
    // Thin strokes stay easy to hit with a pointer.
    hitStrokeWidth: Math.max(shape.strokeWidth, 12),
    ...(unsaved && { dash: [shape.strokeWidth * 2, shape.strokeWidth] }),
  };
  switch (shape.kind) {
    case 'rect':
      return new Rect({ ...common, x: shape.x, y: shape.y, width: shape.width, height: shape.height });
    case 'circle':
      return new Circle({ ...common, x: shape.x, y: shape.y, radius: shape.radius, fill: paint });
    case 'arrow':
      return new Arrow({
        ...common,
        points: shape.points,
        fill: paint,
        pointerLength: shape.pointer,
        pointerWidth: shape.pointer,
      });
    case 'line':
      return new Line({ ...common, points: shape.points, lineCap: 'round', lineJoin: 'round', tension: 0 });
  }
}
