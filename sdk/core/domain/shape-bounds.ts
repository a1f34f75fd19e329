// The bounds of a stored shape in the 0.2 format (proofing §3 "Shape version 0.2 means coordinates
// relative to the page group"; §4.6 "Drawing is valid only inside a page area; shapes keep to page
// bounds", "Defaults: stroke width 5, pointer 10, radius 10"). The server refuses a shape outside
// them and the viewer clamps what it draws to them, so a record written by hand (radius 1e12,
// stroke width 1e9) can neither be saved nor blanket the page.
//
// Positions (x, y, width, height, points) are fractions of the page, 0…1. Sizes (stroke width,
// pointer, radius) are pixels of the page at zoom `scale`, so their bounds apply to size ÷ scale.
// The server does not know a page's pixel size: the radius is bounded by the largest page the viewer
// can draw (half pdf.js's canvas side cap); the viewer, which knows the page, keeps a dot on it.

/** The format the viewer writes (`attrs.version`). */
export const SHAPE_FORMAT_VERSION = '0.2';

/** Marker defaults (proofing §4.6 "Defaults: stroke width 5, pointer 10, radius 10"). */
export const MARKER_DEFAULTS = { strokeWidth: 5, pointer: 10, radius: 10 } as const;

/** The Konva classes a shape may be stored under: rect, dot, arrow, free line. */
export const SHAPE_CLASS_NAMES = ['Rect', 'Circle', 'Arrow', 'Line'] as const;

/**
 * Sizes in page pixels at zoom 1. The tools draw stroke and pointer at their defaults; the bounds
 * allow from 1 px to four times the default. A dot starts at the default radius and grows with the
 * drag to half the page's shorter side, at most half of the 32,767 px canvas side.
 */
export const SHAPE_SIZE_LIMITS = {
  strokeWidth: { min: 1, max: MARKER_DEFAULTS.strokeWidth * 4 },
  pointer: { min: 1, max: MARKER_DEFAULTS.pointer * 4 },
  radius: { min: 0.5, max: 16_384 },
} as const;
export type ShapeSize = keyof typeof SHAPE_SIZE_LIMITS;

/** The other limits: pages a shape may name, numbers in a free line's points, rounding slack. */
export const SHAPE_LIMITS = { maxPage: 10_000, maxPointValues: 20_000, slack: 1e-6 } as const;

/** Why a shape is refused, as a code (the server words it). */
export type ShapeProblem =
  | 'shape'
  | 'version'
  | 'page'
  | 'scale'
  | 'position'
  | 'points'
  | 'strokeWidth'
  | 'pointer'
  | 'radius';

const SIZE_ATTRS: Record<string, ShapeSize> = {
  strokeWidth: 'strokeWidth',
  pointerLength: 'pointer',
  pointerWidth: 'pointer',
  radius: 'radius',
};
const POSITION_ATTRS = ['x', 'y', 'width', 'height'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFraction = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

/**
 * What is wrong with a shape record the server is asked to store (the parsed JSON), or null when it
 * is a 0.2 shape within bounds. Attributes left out read as the viewer's defaults, which are in bounds.
 */
export function shapeProblem(value: unknown): ShapeProblem | null {
  if (!isRecord(value) || !isRecord(value.attrs)) return 'shape';
  if (!(SHAPE_CLASS_NAMES as readonly unknown[]).includes(value.className)) return 'shape';
  const { attrs } = value;
  if (attrs.version !== SHAPE_FORMAT_VERSION) return 'version';
  const page = value.page;
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1 || page > SHAPE_LIMITS.maxPage) {
    return 'page';
  }
  const scale = value.scale ?? 1;
  if (typeof scale !== 'number' || !Number.isFinite(scale) || scale <= 0) return 'scale';
  for (const key of POSITION_ATTRS) {
    if (attrs[key] !== undefined && !isFraction(attrs[key])) return 'position';
  }
  const extent = (start: unknown, size: unknown) => Number(start ?? 0) + Number(size ?? 0);
  if (extent(attrs.x, attrs.width) > 1 + SHAPE_LIMITS.slack) return 'position';
  if (extent(attrs.y, attrs.height) > 1 + SHAPE_LIMITS.slack) return 'position';
  if (attrs.points !== undefined && !pointsInBounds(attrs.points)) return 'points';
  for (const [key, size] of Object.entries(SIZE_ATTRS)) {
    const raw = attrs[key];
    if (raw === undefined) continue;
    const { min, max } = SHAPE_SIZE_LIMITS[size];
    const drawn = typeof raw === 'number' ? raw / scale : Number.NaN;
    if (!Number.isFinite(drawn) || drawn < min || drawn > max) return size;
  }
  return null;
}

function pointsInBounds(points: unknown): boolean {
  return (
    Array.isArray(points) &&
    points.length >= 2 &&
    points.length % 2 === 0 &&
    points.length <= SHAPE_LIMITS.maxPointValues &&
    points.every(isFraction)
  );
}

/** A size (page pixels at zoom 1) kept within its bounds; a non-finite one reads as the default. */
export function clampShapeSize(size: ShapeSize, value: number): number {
  if (!Number.isFinite(value)) return MARKER_DEFAULTS[size];
  const { min, max } = SHAPE_SIZE_LIMITS[size];
  return Math.min(Math.max(value, min), max);
}
