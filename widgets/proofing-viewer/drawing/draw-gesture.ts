import type { MarkerColor, MarkerTool, PageGeometry } from '../state/viewer-state';
import { MARKER_DEFAULTS, type PageShape, type ShapeKind } from './shape-format';

// Press, drag, release (proofing §4.6 "Press starts a shape; drag resizes it"), as pure steps on
// page pixels at zoom 1. Every point is first kept inside the page ("Drawing is valid only inside
// a page area; shapes keep to page bounds").

export interface Point {
  x: number;
  y: number;
}

/** The shape kind each marker tool draws; the pointer draws nothing. */
export const KIND_OF_TOOL: Record<MarkerTool, ShapeKind | null> = {
  pointer: null,
  arrow: 'arrow',
  dot: 'circle',
  rectangle: 'rect',
  line: 'line',
};

/** Below this drag (page pixels) a rectangle, arrow or line is a slip, not a shape. */
export const MIN_DRAG = 3;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

export const clampToPage = (point: Point, page: PageGeometry): Point => ({
  x: clamp(point.x, 0, page.width),
  y: clamp(point.y, 0, page.height),
});

export const isInsidePage = (point: Point, page: PageGeometry): boolean =>
  point.x >= 0 && point.y >= 0 && point.x <= page.width && point.y <= page.height;

let sequence = 0;
/** A new shape id: unique on this page load and across users (time and randomness). */
export function newShapeId(): string {
  sequence += 1;
  return `shape-${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The shape a press starts, or null for the pointer or a press outside the page. */
export function startShape(
  tool: MarkerTool,
  color: MarkerColor,
  at: Point,
  page: PageGeometry,
  id: string = newShapeId(),
): PageShape | null {
  const kind = KIND_OF_TOOL[tool];
  if (!kind || !isInsidePage(at, page)) return null;
  const shape: PageShape = {
    id,
    kind,
    page: page.page,
    color,
    strokeWidth: MARKER_DEFAULTS.strokeWidth,
    x: at.x,
    y: at.y,
    width: 0,
    height: 0,
    radius: MARKER_DEFAULTS.radius,
    points: kind === 'arrow' ? [at.x, at.y, at.x, at.y] : kind === 'line' ? [at.x, at.y] : [],
    pointer: MARKER_DEFAULTS.pointer,
  };
  return kind === 'circle' ? resizeCircle(shape, at, at, page) : shape;
}

/** The shape as the drag from `from` reaches `to` (clamped to the page). */
export function dragShape(shape: PageShape, from: Point, to: Point, page: PageGeometry): PageShape {
  const end = clampToPage(to, page);
  switch (shape.kind) {
    case 'rect':
      return {
        ...shape,
        x: Math.min(from.x, end.x),
        y: Math.min(from.y, end.y),
        width: Math.abs(end.x - from.x),
        height: Math.abs(end.y - from.y),
      };
    case 'circle':
      return resizeCircle(shape, from, end, page);
    case 'arrow':
      return { ...shape, points: [from.x, from.y, end.x, end.y] };
    case 'line': {
      const [lastX = from.x, lastY = from.y] = shape.points.slice(-2);
      // A free line keeps the points the pointer passed; ones under a pixel apart add nothing.
      if (Math.hypot(end.x - lastX, end.y - lastY) < 1) return shape;
      return { ...shape, points: [...shape.points, end.x, end.y] };
    }
  }
}

/**
 * A dot is the pressed point with the default radius, grown by the drag; the whole circle stays on
 * the page (the centre moves in from an edge, the radius stops at the nearest edge).
 */
function resizeCircle(shape: PageShape, centre: Point, to: Point, page: PageGeometry): PageShape {
  const least = Math.min(MARKER_DEFAULTS.radius, page.width / 2, page.height / 2);
  const x = clamp(centre.x, least, page.width - least);
  const y = clamp(centre.y, least, page.height - least);
  const room = Math.min(x, y, page.width - x, page.height - y);
  const radius = clamp(Math.hypot(to.x - centre.x, to.y - centre.y), least, room);
  return { ...shape, x, y, radius };
}

/** Whether a released shape is worth keeping: a dot always; others once dragged past MIN_DRAG. */
export function isDrawn(shape: PageShape): boolean {
  switch (shape.kind) {
    case 'circle':
      return true;
    case 'rect':
      return shape.width >= MIN_DRAG || shape.height >= MIN_DRAG;
    default: {
      const xs = shape.points.filter((_, index) => index % 2 === 0);
      const ys = shape.points.filter((_, index) => index % 2 === 1);
      return Math.max(...xs) - Math.min(...xs) >= MIN_DRAG || Math.max(...ys) - Math.min(...ys) >= MIN_DRAG;
    }
  }
}
