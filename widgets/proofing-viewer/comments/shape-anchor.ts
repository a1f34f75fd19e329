import type { AnnotationTopic } from '../../../sdk/contract';

/** Where the document should scroll for a thread: its shape's page, and a point on it when known. */
export interface ShapeAnchor {
  page: number;
  /** Fractions of the page (0..1), as `$scrollRequest` takes them. */
  x?: number;
  y?: number;
}

const fraction = (value: unknown): number | undefined =>
  typeof value === 'number' && value >= 0 && value <= 1 ? value : undefined;

/**
 * A thread's shape as a scroll target. A 0.2 shape (proofing §3: "coordinates relative to the page
 * group") gives its first point as page fractions; an older absolute shape gives only its page (the
 * drawing layer, which knows the old stage, places it). An unreadable shape means page 1.
 */
export function anchorOfTopic(topic: AnnotationTopic): ShapeAnchor {
  if (!topic.annotation) return { page: 1 };
  let shape: { page?: unknown; attrs?: { version?: unknown; x?: unknown; y?: unknown; points?: unknown } };
  try {
    shape = JSON.parse(topic.annotation);
  } catch {
    return { page: 1 };
  }
  const page = typeof shape.page === 'number' && shape.page >= 1 ? Math.floor(shape.page) : 1;
  const attrs = shape.attrs ?? {};
  if (attrs.version !== '0.2') return { page };
  const points = Array.isArray(attrs.points) ? attrs.points : [];
  const x = fraction(attrs.x ?? points[0]);
  const y = fraction(attrs.y ?? points[1]);
  return x === undefined || y === undefined ? { page } : { page, x, y };
}
