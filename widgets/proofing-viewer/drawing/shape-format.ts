import { clampShapeSize, MARKER_DEFAULTS, SHAPE_FORMAT_VERSION } from '../../../sdk/core/domain';
import type { PageGeometry, ShapeRecord } from '../state/viewer-state';
import { MARKER_PAINT, paintOf } from './marker-paint';

// The two stored shape formats (proofing §3 "Shape version 0.2 means coordinates relative to the
// page group; older shapes are absolute") read into one drawable form, and new shapes written in
// 0.2. Pure: the drawing layer, the benchmark and the tests share it.
//
// 0.2 (what we write, `attrs.version: '0.2'`, `attrs.group: 'page-<n>'`): positions (x, y, width,
//   height, points) are fractions of the page box, so a shape stays on its spot at any zoom and
//   page size; stroke width, radius and arrow pointer are pixels of the page at zoom `scale`.
// Older (no version): every value is a pixel of the whole drawing stage at zoom `scale`, where the
//   pages stood one under another, PAGE_GAP pixels apart, left-aligned; `page` says which page.

/** The gap between pages on the stage (proofing §9 "Page gap 30 px"), in screen pixels. */
export const PAGE_GAP = 30;
/** The format version and the marker defaults are the domain's (sdk/core/domain/shape-bounds). */
export { MARKER_DEFAULTS, SHAPE_FORMAT_VERSION };

/** The Konva class each drawing kind is stored under. */
export const SHAPE_CLASS = { rect: 'Rect', circle: 'Circle', arrow: 'Arrow', line: 'Line' } as const;
export type ShapeKind = keyof typeof SHAPE_CLASS;

/** A shape ready to draw: page pixels at zoom 1, on its page. */
export interface PageShape {
  id: string;
  kind: ShapeKind;
  page: number;
  color: string;
  strokeWidth: number;
  /** rect: top-left corner; circle: centre. */
  x: number;
  y: number;
  width: number;
  height: number;
  radius: number;
  /** arrow and line: x, y pairs. */
  points: number[];
  pointer: number;
}

const KIND_OF_CLASS = new Map<string, ShapeKind>(
  Object.entries(SHAPE_CLASS).map(([kind, name]) => [name, kind as ShapeKind]),
);

const num = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)) : [];

/** Where a page's top edge stood on an older absolute stage drawn at `scale`. */
export function absolutePageTop(pages: readonly PageGeometry[], page: number, scale: number): number {
  let top = 0;
  for (const geometry of pages) {
    if (geometry.page >= page) break;
    top += geometry.height * scale + PAGE_GAP;
  }
  return top;
}

/**
 * Reads a stored shape (either format, as the record or its JSON text) into page pixels at zoom 1,
 * kept on its page (`clampShape`). Null when it is not a shape we draw or its page is not in this file.
 */
export function readShape(
  stored: ShapeRecord | string | null,
  pages: readonly PageGeometry[],
): PageShape | null {
  const record = typeof stored === 'string' ? parseRecord(stored) : stored;
  if (!record?.attrs) return null;
  const kind = KIND_OF_CLASS.get(record.className);
  const page = Math.trunc(num(record.page, 1));
  const geometry = pages.find((candidate) => candidate.page === page);
  if (!kind || !geometry) return null;
  const attrs = record.attrs;
  const scale = num(record.scale, 1) > 0 ? num(record.scale, 1) : 1;
  const relative = attrs.version === SHAPE_FORMAT_VERSION;
  // Position maps: fractions of the page for 0.2; stage pixels at `scale`, less the page's top, otherwise.
  const top = relative ? 0 : absolutePageTop(pages, page, scale);
  const toX = (value: number) => (relative ? value * geometry.width : value / scale);
  const toY = (value: number) => (relative ? value * geometry.height : (value - top) / scale);
  const points = numbers(attrs.points);
  const shape: PageShape = {
    id: String(attrs.id),
    kind,
    page,
    color: typeof attrs.stroke === 'string' ? attrs.stroke : 'red',
    strokeWidth: num(attrs.strokeWidth, MARKER_DEFAULTS.strokeWidth) / scale,
    x: toX(num(attrs.x, 0)),
    y: toY(num(attrs.y, 0)),
    width: relative ? num(attrs.width, 0) * geometry.width : num(attrs.width, 0) / scale,
    height: relative ? num(attrs.height, 0) * geometry.height : num(attrs.height, 0) / scale,
    radius: num(attrs.radius, MARKER_DEFAULTS.radius) / scale,
    points: points.map((value, index) => (index % 2 === 0 ? toX(value) : toY(value))),
    pointer: num(attrs.pointerLength, MARKER_DEFAULTS.pointer) / scale,
  };
  return clampShape(shape, geometry);
}

const within = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * A shape as the viewer draws it whatever was stored (issue 20: a record with radius 1e12 or stroke
 * width 1e9 must not blanket the page): sizes within the 0.2 format's bounds, every position on the
 * page, a rectangle ending at its edges, a dot centred on the page and no wider than it. The server
 * refuses such shapes; older records and hand-written ones get here.
 */
export function clampShape(shape: PageShape, page: PageGeometry): PageShape {
  const onX = (value: number) => within(value, 0, page.width);
  const onY = (value: number) => within(value, 0, page.height);
  const x = onX(shape.x);
  const y = onY(shape.y);
  const clamped: PageShape = {
    ...shape,
    strokeWidth: clampShapeSize('strokeWidth', shape.strokeWidth),
    pointer: clampShapeSize('pointer', shape.pointer),
    x,
    y,
    width: within(shape.width, 0, page.width - x),
    height: within(shape.height, 0, page.height - y),
    points: shape.points.map((value, index) => (index % 2 === 0 ? onX(value) : onY(value))),
  };
  // A dot's centre stays on the page (older dots sit on its very edge) and its radius is at most
  // half the page's shorter side, so it covers no more than the page's own size.
  const radius = Math.min(clampShapeSize('radius', shape.radius), page.width / 2, page.height / 2);
  return shape.kind === 'circle' ? { ...clamped, radius } : clamped;
}

function parseRecord(text: string): ShapeRecord | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ShapeRecord) : null;
  } catch {
    return null;
  }
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Writes a drawn shape in the 0.2 format (scale 1: sizes are page pixels at zoom 1). */
export function toShapeRecord(shape: PageShape, geometry: PageGeometry): ShapeRecord {
  const fx = (value: number) => round(value / geometry.width);
  const fy = (value: number) => round(value / geometry.height);
  const common = {
    id: shape.id,
    version: SHAPE_FORMAT_VERSION,
    group: `page-${shape.page}`,
    stroke: shape.color,
    strokeWidth: shape.strokeWidth,
  };
  const geometryAttrs: Record<string, unknown> =
    shape.kind === 'rect'
      ? { x: fx(shape.x), y: fy(shape.y), width: fx(shape.width), height: fy(shape.height) }
      : shape.kind === 'circle'
        ? { x: fx(shape.x), y: fy(shape.y), radius: round(shape.radius), fill: shape.color }
        : {
            points: shape.points.map((value, index) => (index % 2 === 0 ? fx(value) : fy(value))),
            ...(shape.kind === 'arrow' && { pointerLength: shape.pointer, pointerWidth: shape.pointer }),
          };
  return {
    className: SHAPE_CLASS[shape.kind],
    attrs: { ...common, ...geometryAttrs },
    page: shape.page,
    scale: 1,
  };
}

export { MARKER_PAINT, paintOf };

/** A saved thread's shape on its page, as the page's stage shows it (page-stage.ts). */
export interface ThreadShape {
  shape: PageShape;
  topicId: string;
  resolved: boolean;
}
